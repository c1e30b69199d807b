// `chevgen`: a launcher that starts the part of chevgen a command line needs.
//
// A program's shared libraries all load before its first instruction, so
// when one program held every command, `chevgen diff` mapped the 42 libraries
// drawing needs (cairo, Pango, fontconfig, FreeType, HarfBuzz, X11): 7.5 ms
// for a 200×60 pair, 3.2 ms now. The engine, every command, is a shared object
// beside this program, which loads it; the programs chevgen-diff (no library
// drawing needs; on Linux a static executable), chevgen-build and
// chevgen-review take this process's place for `chevgen diff`, `chevgen build`
// and `chevgen review`. The launcher is C and links no Swift runtime, whose
// start-up would add 1 to 3% to every render; loaded this way, a render runs
// 0.6% fewer instructions than as one program (its symbols no longer sit first
// in every library's symbol search).
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "chevgen_launch.h"

/// `chevgen build …` and `chevgen review …` are the separate programs
/// chevgen-build and chevgen-review: the manifest reader and the HTTP server
/// need Foundation, which would slow every render's start-up by 12% (4.3 M
/// instructions) if the engine linked it. Replaces this process with the
/// program `part`; `program` is its argument list, whose first entry this
/// sets to its path. Returns only on failure, with `status`.
static int run_program(const char *part, char **program, int status) {
  char path[PATH_MAX];
  chevgen_part_path(part, path, sizeof path);
  program[0] = path;
  execv(path, program);
  fprintf(stderr,
          "chevgen: error: chevgen %s runs %s, which cannot be started (%s); build it with "
          "'swift build --product %s' and keep it beside chevgen\n",
          part + strlen("chevgen-"), path, strerror(errno), part);
  return status;
}

int main(int argc, char **argv) {
  // Each program's command, and its exit status when the program is missing.
  static const struct { const char *command, *part; int status; } programs[] = {
      {"build", "chevgen-build", 1},
      {"review", "chevgen-review", 2},
  };
  for (size_t i = 0; i < sizeof programs / sizeof programs[0]; i++) {
    if (argc > 1 && strcmp(argv[1], programs[i].command) == 0) {
      return run_program(programs[i].part, argv + 1, programs[i].status);
    }
    if (argc > 2 && strcmp(argv[1], "help") == 0 && strcmp(argv[2], programs[i].command) == 0) {
      char *help[] = {NULL, "--help", NULL};
      return run_program(programs[i].part, help, programs[i].status);
    }
  }
  char path[PATH_MAX];
  char reason[1024];
  int diff = argc > 1 && strcmp(argv[1], "diff") == 0;
  // chevgen-diff answers `chevgen diff …`, in place of this process. What
  // needs the whole command tree (help, the version, a completion script) it
  // hands back, starting this program again with CHEVGEN_SKIP_DIFF_PART set
  // (CommandRunner.skipDiffPart); the engine answers that, and answers diff
  // too when chevgen-diff is missing.
  if (diff && getenv("CHEVGEN_SKIP_DIFF_PART") == NULL &&
      chevgen_part_path("chevgen-diff", path, sizeof path) == 0) {
    argv[0] = path;
    execv(path, argv);
  }
  unsetenv("CHEVGEN_SKIP_DIFF_PART");
  if (chevgen_part_path("chevgen-engine", path, sizeof path) == 0) {
    chevgen_run_part(path, "chevgen_engine_run", reason, sizeof reason);
  } else {
    snprintf(reason, sizeof reason, "no such file");
  }
  fprintf(stderr,
          "chevgen: error: chevgen runs %s, which cannot be loaded (%s); build it with "
          "'swift build --product chevgen-engine' and keep it beside chevgen\n",
          path, reason);
  return diff ? 2 : 1;
}
