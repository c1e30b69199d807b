#ifndef CHEVGEN_THREADS_H
#define CHEVGEN_THREADS_H

#include <pthread.h>

/// How many cores the calling process may run on (on Linux its affinity mask,
/// elsewhere the online cores); at least 1.
int chevgen_available_cores(void);

/// Starts `body(context)` on a new thread; on Linux restricted to the process's
/// cores other than the caller's (unrestricted when there are none), elsewhere
/// a plain thread. Returns pthread_create's status.
int chevgen_start_thread_elsewhere(pthread_t *thread, void *(*body)(void *), void *context);

#endif
