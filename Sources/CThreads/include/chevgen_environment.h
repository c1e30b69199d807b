#ifndef CHEVGEN_ENVIRONMENT_H
#define CHEVGEN_ENVIRONMENT_H

/// The process's environment as `NAME=value` strings ending in a null pointer,
/// for a child process to inherit. C, because macOS reaches it only through
/// `_NSGetEnviron`, which Swift's Darwin module does not reliably declare.
char *const *chevgen_environment(void);

/// Makes a pipe whose two ends close on exec, like `pipe`: 0 or -1 and errno.
/// C, because Swift's Glibc module does not declare Linux's `pipe2`, which
/// does so at once; macOS has none, and marks them just after.
int chevgen_cloexec_pipe(int ends[2]);

#endif
