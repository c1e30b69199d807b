#ifdef __linux__
// posix_spawn_file_actions_addclosefrom_np is a GNU extension.
#define _GNU_SOURCE
#endif
#include "chevgen_spawn.h"

#include <dirent.h>
#include <errno.h>
#include <spawn.h>
#include <stdlib.h>

#if defined(__linux__)
/// One close action for each descriptor above 2 that /proc/self/fd lists.
static int close_listed(posix_spawn_file_actions_t *actions) {
  DIR *folder = opendir("/proc/self/fd");
  if (folder == NULL) return errno;
  int listing = dirfd(folder), status = 0;
  struct dirent *entry;
  while (status == 0 && (entry = readdir(folder)) != NULL) {
    char *end;
    long number = strtol(entry->d_name, &end, 10);
    if (*end != '\0' || end == entry->d_name || number <= 2 || number == listing) continue;
    status = posix_spawn_file_actions_addclose(actions, (int)number);
  }
  closedir(folder);
  return status;
}
#endif

int chevgen_spawn_close_others(void *untyped, int by_listing) {
  posix_spawn_file_actions_t *actions = untyped;
#if defined(__APPLE__)
  (void)actions;
  (void)by_listing;
  return 0;
#elif defined(__linux__) && defined(__GLIBC__) && \
    (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
  if (by_listing) return close_listed(actions);
  return posix_spawn_file_actions_addclosefrom_np(actions, 3);
#elif defined(__linux__)
  (void)by_listing;
  return close_listed(actions);
#else
  (void)actions;
  (void)by_listing;
  return ENOSYS;
#endif
}
