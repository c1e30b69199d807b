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

/// The path this program was started by, as given to execve (relative to the
/// folder it started in when it has no leading slash); NULL where the system
/// does not keep it. Linux only, for where /proc is not mounted: Swift's Glibc
/// module does not declare `getauxval`.
const char *chevgen_started_path(void);

/// Sets `*arguments` to the program's arguments as `main` got them and returns
/// their number; 0 where they were not kept. Linux only: the Swift runtime
/// reads `CommandLine.arguments` from /proc/self/cmdline there, which a chroot
/// or container without /proc lacks, so a program would see no arguments.
int chevgen_arguments(char ***arguments);

#endif
