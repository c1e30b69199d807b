#ifndef CHEVGEN_LAUNCH_H
#define CHEVGEN_LAUNCH_H

#include <stddef.h>

/// Writes into `path` (`size` bytes) the path of chevgen's helper program
/// `name`, found as git finds its own (`git` and `libexec/git-core`):
/// 1. in the folder `CHEVGEN_EXEC_PATH` names, when it is set;
/// 2. in `../libexec/chevgen/` from this program's folder, links resolved,
///    when that folder exists: an installed chevgen (`bin/chevgen`);
/// 3. else beside this program, a build folder: `name-tool`, the copy SwiftPM
///    builds whenever it builds `chevgen` (its plugin depends on each helper),
///    or `name` when there is no such copy.
/// Returns 0; -1 with an empty `path` when this process cannot tell where it
/// is (never a bare name, which execv would look for in the current folder);
/// -2 with a message in `path` when `CHEVGEN_EXEC_PATH` is not absolute or
/// the helper's path would not fit in `size` bytes.
int chevgen_helper_path(const char *name, char *path, size_t size);

/// The environment variable that overrides where the helpers are.
#define CHEVGEN_EXEC_PATH "CHEVGEN_EXEC_PATH"

#endif
