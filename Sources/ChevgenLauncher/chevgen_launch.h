#ifndef CHEVGEN_LAUNCH_H
#define CHEVGEN_LAUNCH_H

#include <stddef.h>

/// Writes into `path` (`size` bytes) where the program `name`
/// beside this process's executable is: the file `name`, or `name-tool`, the
/// copy SwiftPM builds for a plugin (all that `swift run chevgen` builds); of
/// the two, the one written last, since the other may be left from an older
/// build. Returns 0, or -1 when neither exists or this process cannot tell its
/// own path; `path` then holds the plain name's path, for a message, or is
/// empty when this process cannot tell where it is.
int chevgen_part_path(const char *name, char *path, size_t size);

#endif
