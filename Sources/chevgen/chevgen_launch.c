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

/// This process's executable's folder, links resolved, with a trailing slash;
/// 0 or -1 (also on a system with neither call below).
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

static int is_folder(const char *path) {
  struct stat status;
  return stat(path, &status) == 0 && S_ISDIR(status.st_mode);
}

static int exists(const char *path) {
  struct stat status;
  return stat(path, &status) == 0;
}

/// Writes `a`, `b` and `c` one after another into `path` (`size` bytes); 0, or
/// -1 when they do not fit, `path` then empty: a cut path could name another
/// program.
static int join(char *path, size_t size, const char *a, const char *b, const char *c) {
  int written = snprintf(path, size, "%s%s%s", a, b, c);
  if (written < 0 || (size_t)written >= size) {
    path[0] = '\0';
    return -1;
  }
  return 0;
}

/// Says in `path` that the helper's path would be too long; returns -2.
static int too_long(const char *name, char *path, size_t size) {
  snprintf(path, size, "the path of %s would be longer than %d bytes; install chevgen in a "
           "shorter folder or set " CHEVGEN_EXEC_PATH " to one", name, PATH_MAX - 1);
  return -2;
}

int chevgen_helper_path(const char *name, char *path, size_t size) {
  const char *override = getenv(CHEVGEN_EXEC_PATH);
  if (override != NULL && *override != '\0') {
    if (override[0] != '/') {
      if (strlen(override) > 256) override = "(a relative path)";
      snprintf(path, size, "%s is '%s', not an absolute path; set it to the folder holding %s",
               CHEVGEN_EXEC_PATH, override, name);
      return -2;
    }
    const char *slash = override[strlen(override) - 1] == '/' ? "" : "/";
    return join(path, size, override, slash, name) == 0 ? 0 : too_long(name, path, size);
  }
  char folder[PATH_MAX];
  if (own_folder(folder, sizeof folder) != 0) {
    path[0] = '\0';
    return -1;
  }
  // The prefix: the folder above this program's (which ends with a slash).
  char installed[PATH_MAX];
  snprintf(installed, sizeof installed, "%s", folder);
  installed[strlen(installed) - 1] = '\0';
  char *up = strrchr(installed, '/');
  if (up != NULL) {
    up[1] = '\0';
    char prefix[PATH_MAX];
    snprintf(prefix, sizeof prefix, "%s", installed);
    if (join(installed, sizeof installed, prefix, "libexec/chevgen", "") == 0 &&
        is_folder(installed)) {
      return join(path, size, installed, "/", name) == 0 ? 0 : too_long(name, path, size);
    }
  }
  if (join(path, size, folder, name, "-tool") != 0) return too_long(name, path, size);
  if (exists(path)) return 0;
  return join(path, size, folder, name, "") == 0 ? 0 : too_long(name, path, size);
}

#if defined(__linux__)
// SwiftPM links every program through the Swift driver, which adds on Linux
// the Swift start-up object (swiftrt.o): a constructor that registers the
// program's Swift metadata with the Swift runtime. This launcher is C and has
// no Swift metadata; defining the two functions that object calls keeps the
// linker from bringing in the Swift runtime (6 MB with --static-swift-stdlib,
// or libswiftCore.so and libstdc++ to load otherwise) for nothing.
void swift_addNewDSOImage(const void *image) { (void)image; }
int _swift_backtrace_isThunkFunction(const char *name) {
  (void)name;
  return 0;
}
#endif
