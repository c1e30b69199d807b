#ifdef __linux__
// pipe2 is a GNU extension.
#define _GNU_SOURCE
#endif
#include "chevgen_environment.h"

#include <fcntl.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/auxv.h>
#endif
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

const char *chevgen_started_path(void) {
#ifdef __linux__
  return (const char *)getauxval(AT_EXECFN);
#else
  return NULL;
#endif
}

#ifdef __linux__
static int kept_count;
static char **kept_arguments;

/// glibc passes each initializer the arguments `main` gets; kept for
/// chevgen_arguments.
__attribute__((constructor)) static void keep_arguments(int count, char **arguments, char **environment) {
  (void)environment;
  kept_count = count;
  kept_arguments = arguments;
}
#endif

int chevgen_arguments(char ***arguments) {
#ifdef __linux__
  *arguments = kept_arguments;
  return kept_arguments == NULL ? 0 : kept_count;
#else
  *arguments = NULL;
  return 0;
#endif
}
