// `chevgen`: a launcher that starts the program a command line needs.
//
// A program's shared libraries all load before its first instruction, so
// when one program held every command, `chevgen diff` mapped the 42 libraries
// drawing needs (cairo, Pango, fontconfig, FreeType, HarfBuzz, X11): 7.5 ms
// for a 200×60 pair. The commands are programs beside this one, each of which
// takes this process's place: chevgen-diff (no library drawing needs) for
// `chevgen diff`, chevgen-build and chevgen-review for `chevgen build` and
// `chevgen review`, and chevgen-engine, every command, otherwise. The launcher
// is C and links no Swift runtime, whose start-up would add 1 to 3% to every
// render. On Linux chevgen-diff is a static executable in release builds and
// chevgen-engine is not position-independent, so that neither spends its start
// relocating pointers to Swift metadata (see Package.swift).
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "chevgen_launch.h"

/// Replaces this process with the program at `path`, started with
/// `arguments`; returns only when it cannot be started (`errno` says why). A
/// program just copied may still be open for writing in a process forked
/// meanwhile, until that process starts its own program: Linux then refuses to
/// start it (ETXTBSY), so that is retried for up to a second.
static void start(const char *path, char **arguments) {
  for (int attempt = 0; attempt < 100; attempt++) {
    execv(path, arguments);
    if (errno != ETXTBSY) return;
    struct timespec pause = {0, 10 * 1000 * 1000};
    nanosleep(&pause, NULL);
  }
}

/// Replaces this process with the program `part` beside it, started with
/// `arguments`, whose first entry this sets to the program's path. Returns
/// only when the program cannot be started, naming it and the fix on standard
/// error as what `chevgen` and its `command` (`build`, or none) run, with
/// `status`.
static int run_program(const char *command, const char *part, char **arguments, int status) {
  char path[PATH_MAX];
  if (chevgen_part_path(part, path, sizeof path) != 0 && path[0] == '\0') {
    fprintf(stderr,
            "chevgen: error: chevgen cannot tell where it is installed to find %s; mount /proc "
            "or run chevgen by its full path\n",
            part);
    return status;
  }
  arguments[0] = path;
  start(path, arguments);
  fprintf(stderr,
          "chevgen: error: chevgen%s%s runs %s, which cannot be started (%s); build it with "
          "'swift build --product %s' and keep it beside chevgen\n",
          *command ? " " : "", command, path, strerror(errno), part);
  return status;
}

int main(int argc, char **argv) {
  // `chevgen build …` and `chevgen review …` are the programs chevgen-build and
  // chevgen-review: the manifest reader and the HTTP server need Foundation,
  // which would slow every render's start-up by 12% (4.3 M instructions) if
  // the engine linked it. Each command's exit status when its program is missing.
  static const struct { const char *command, *part; int status; } programs[] = {
      {"build", "chevgen-build", 1},
      {"review", "chevgen-review", 2},
  };
  // chevgen review handles SIGINT and SIGTERM from its first line on (they
  // end the review with its summary); blocked across the exec, one sent while
  // its libraries load waits for that handling instead of killing it.
  if (argc > 1 && strcmp(argv[1], "review") == 0) {
    sigset_t interrupts;
    sigemptyset(&interrupts);
    sigaddset(&interrupts, SIGINT);
    sigaddset(&interrupts, SIGTERM);
    sigprocmask(SIG_BLOCK, &interrupts, NULL);
  }
  for (size_t i = 0; i < sizeof programs / sizeof programs[0]; i++) {
    if (argc > 1 && strcmp(argv[1], programs[i].command) == 0) {
      return run_program(programs[i].command, programs[i].part, argv + 1, programs[i].status);
    }
    if (argc > 2 && strcmp(argv[1], "help") == 0 && strcmp(argv[2], programs[i].command) == 0) {
      char *help[] = {NULL, "--help", NULL};
      return run_program(programs[i].command, programs[i].part, help, programs[i].status);
    }
  }
  int diff = argc > 1 && strcmp(argv[1], "diff") == 0;
  // chevgen-diff answers `chevgen diff …`. What needs the whole command tree
  // (help, the version, a completion script) it hands back, starting this
  // program again with CHEVGEN_SKIP_DIFF_PART set (CommandRunner.skipDiffPart);
  // the engine answers that, and answers diff too when chevgen-diff is missing.
  if (diff && getenv("CHEVGEN_SKIP_DIFF_PART") == NULL) {
    char path[PATH_MAX];
    if (chevgen_part_path("chevgen-diff", path, sizeof path) == 0) {
      argv[0] = path;
      start(path, argv);
    }
  }
  unsetenv("CHEVGEN_SKIP_DIFF_PART");
  return run_program("", "chevgen-engine", argv, diff ? 2 : 1);
}
