// `chevgen`: a launcher that starts the part of chevgen a command line needs.
//
// A program's shared libraries all load before its first instruction, so
// when one program held every command, `chevgen diff` mapped the 42 libraries
// drawing needs (cairo, Pango, fontconfig, FreeType, HarfBuzz, X11): 7.5 ms
// for a 200×60 pair, 4 ms now. The commands live in shared objects beside this
// program: chevgen-diff answers `chevgen diff …` with 9 libraries,
// chevgen-engine every command; chevgen-build, a program, answers `chevgen
// build`. The launcher is C and links no Swift runtime, whose start-up would
// add 1 to 3% to every render; loaded this way, a render runs 0.6% fewer
// instructions than as one program (its symbols no longer sit first in every
// library's symbol search).
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "chevgen_launch.h"

/// `chevgen build …` is the separate program chevgen-build: the manifest
/// reader needs Foundation, which would slow every render's start-up by 12%
/// (4.3 M instructions) if the engine linked it. Replaces this process with
/// it; `program` is its argument list, whose first entry this sets to its
/// path. Returns only on failure.
static int run_build(char **program) {
  char path[PATH_MAX];
  chevgen_part_path("chevgen-build", path, sizeof path);
  program[0] = path;
  execv(path, program);
  fprintf(stderr,
          "chevgen: error: chevgen build runs %s, which cannot be started (%s); build it with "
          "'swift build --product chevgen-build' and keep it beside chevgen\n",
          path, strerror(errno));
  return 1;
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "build") == 0) return run_build(argv + 1);
  if (argc > 2 && strcmp(argv[1], "help") == 0 && strcmp(argv[2], "build") == 0) {
    char *help[] = {NULL, "--help", NULL};
    return run_build(help);
  }
  char path[PATH_MAX];
  char reason[1024];
  int diff = argc > 1 && strcmp(argv[1], "diff") == 0;
  // chevgen-diff answers `chevgen diff …` unless it needs the whole command
  // tree (help, the version, a completion script), which it leaves to the
  // engine; the engine answers diff too when chevgen-diff is missing.
  if (diff && chevgen_part_path("chevgen-diff", path, sizeof path) == 0) {
    chevgen_run_part(path, "chevgen_diff_run", reason, sizeof reason);
  }
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
