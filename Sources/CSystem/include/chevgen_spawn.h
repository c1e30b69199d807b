#ifndef CHEVGEN_SPAWN_H
#define CHEVGEN_SPAWN_H

/// Adds to `actions` (a `posix_spawn_file_actions_t *`: untyped here, so that
/// Swift passes the one its C library module declares) what closes, in the child, every descriptor above 2: the
/// child then holds exactly its standard input, output and error, whatever
/// this process has open without close-on-exec (a library's sockets). Add it
/// after the actions that place the child's standard streams. 0 or an error
/// number.
///
/// glibc 2.34 and later close them in one action (`closefrom`). Elsewhere on
/// Linux, and with `by_listing` (for tests), each descriptor open now is
/// listed from /proc/self/fd and closed by an action of its own: one another
/// thread opens between this call and the spawn is not closed. On macOS the
/// caller sets POSIX_SPAWN_CLOEXEC_DEFAULT instead, and this adds nothing.
int chevgen_spawn_close_others(void *actions, int by_listing);

#endif
