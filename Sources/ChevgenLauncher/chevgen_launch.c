#include "chevgen_launch.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#if defined(__APPLE__)
#include <mach-o/dyld.h>
#elif defined(__linux__)
#include <sys/auxv.h>
#endif

/// This process's executable's folder, with a trailing slash; 0 or -1 (also on
/// a system with neither call below, where the parts cannot be found).
static int own_folder(char *folder, size_t size) {
  char own[PATH_MAX];
#if defined(__APPLE__)
  // The path the program was started by, which may pass through links.
  char link[PATH_MAX];
  uint32_t length = sizeof link;
  if (_NSGetExecutablePath(link, &length) != 0 || realpath(link, own) == NULL) return -1;
#elif defined(__linux__)
  // The program's file, links resolved; where /proc is not mounted (a chroot,
  // some containers), the path execve was given, resolved against the folder
  // the program started in, which it has not left yet.
  ssize_t length = readlink("/proc/self/exe", own, sizeof own - 1);
  if (length > 0 && length < (ssize_t)sizeof own - 1) {
    own[length] = '\0';
  } else {
    const char *started = (const char *)getauxval(AT_EXECFN);
    if (started == NULL || realpath(started, own) == NULL) return -1;
  }
#else
  return -1;
#endif
  char *slash = strrchr(own, '/');
  if (slash == NULL || (size_t)(slash - own) + 2 > size) return -1;
  slash[1] = '\0';
  strcpy(folder, own);
  return 0;
}

/// The time `path` was last written, in nanoseconds; -1 when it does not exist.
static long long written(const char *path) {
  struct stat status;
  if (stat(path, &status) != 0) return -1;
#if defined(__APPLE__)
  return status.st_mtimespec.tv_sec * 1000000000LL + status.st_mtimespec.tv_nsec;
#else
  return status.st_mtim.tv_sec * 1000000000LL + status.st_mtim.tv_nsec;
#endif
}

int chevgen_part_path(const char *name, char *path, size_t size) {
  char folder[PATH_MAX];
  if (own_folder(folder, sizeof folder) != 0) {
    // Never the bare name, which execv would look for in the current folder.
    path[0] = '\0';
    return -1;
  }
  char tool[PATH_MAX];
  snprintf(tool, sizeof tool, "%s%s-tool", folder, name);
  snprintf(path, size, "%s%s", folder, name);
  long long plain_time = written(path);
  long long tool_time = written(tool);
  if (tool_time > plain_time) snprintf(path, size, "%s", tool);
  return plain_time < 0 && tool_time < 0 ? -1 : 0;
}
