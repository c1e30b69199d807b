#ifdef __linux__
// pipe2 is a GNU extension.
#define _GNU_SOURCE
#endif
#include "chevgen_environment.h"

#include <fcntl.h>
#include <unistd.h>
#ifdef __APPLE__
#include <crt_externs.h>
#else
extern char **environ;
#endif

char *const *chevgen_environment(void) {
#ifdef __APPLE__
  return *_NSGetEnviron();
#else
  return environ;
#endif
}

int chevgen_cloexec_pipe(int ends[2]) {
#ifdef __linux__
  return pipe2(ends, O_CLOEXEC);
#else
  if (pipe(ends) != 0) {
    return -1;
  }
  fcntl(ends[0], F_SETFD, FD_CLOEXEC);
  fcntl(ends[1], F_SETFD, FD_CLOEXEC);
  return 0;
#endif
}
