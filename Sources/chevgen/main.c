// `chevgen`: a launcher that starts the helper program a command line needs.
//
// A program's shared libraries all load before its first instruction, so a
// program holding every command would map the 42 libraries drawing needs
// (cairo, Pango, fontconfig, FreeType, HarfBuzz, X11) for `chevgen diff` too,
// and the Foundation that the manifest reader and the HTTP server bring for
// every render. The commands are therefore helper programs, each holding the
// whole command tree (so each prints the same help, version and completion
// script) and running its own commands: chevgen-compare for `chevgen diff`
// and `chevgen review`, chevgen-build for `chevgen build`, and chevgen-engine
// for everything else. This launcher, in C, picks one by the
// first argument and takes its place; chevgen_launch.c says where it looks.
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

/// Writes `text` to stderr with every control byte shown as `\x{..}`, as
/// chevgen's other programs show names (TerminalText), so that a path from
/// the environment cannot move the cursor or forge a line.
static void put_escaped(const char *text) {
  for (const unsigned char *byte = (const unsigned char *)text; *byte != 0; byte++) {
    if (*byte < 0x20 || *byte == 0x7f) {
      fprintf(stderr, "\\x{%02X}", *byte);
    } else {
      fputc(*byte, stderr);
    }
  }
}

/// Replaces this process with the helper `helper`, started with `arguments`
/// (the first entry set to the helper's path). Returns `status` only when the
/// helper cannot be found or started, having said why and the fix on stderr.
static int run_helper(const char *helper, char **arguments, int status) {
  char path[PATH_MAX];
  int found = chevgen_helper_path(helper, path, sizeof path);
  if (found == -1) {
    fprintf(stderr,
            "chevgen: error: chevgen cannot tell where it is installed to find %s; mount /proc "
            "or run chevgen by its full path\n",
            helper);
    return status;
  }
  if (found == -2) {
    fputs("chevgen: error: ", stderr);
    put_escaped(path);
    fputs("\n", stderr);
    return status;
  }
  arguments[0] = path;
  start(path, arguments);
  const char *reason = strerror(errno);
  fputs("chevgen: error: chevgen runs ", stderr);
  put_escaped(path);
  fprintf(stderr,
          ", which cannot be started (%s); reinstall chevgen, or set " CHEVGEN_EXEC_PATH
          " to the folder that holds %s\n",
          reason, helper);
  return status;
}

int main(int argc, char **argv) {
  // Each command's helper, and its exit status when the helper is missing
  // (diff and review exit 2 for trouble).
  static const struct { const char *command, *helper; int status; } helpers[] = {
      {"diff", "chevgen-compare", 2},
      {"build", "chevgen-build", 1},
      {"review", "chevgen-compare", 2},
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
  for (size_t i = 0; i < sizeof helpers / sizeof helpers[0]; i++) {
    if (argc > 1 && strcmp(argv[1], helpers[i].command) == 0) {
      return run_helper(helpers[i].helper, argv, helpers[i].status);
    }
  }
  return run_helper("chevgen-engine", argv, 1);
}
