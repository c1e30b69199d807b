#ifdef __linux__
// The GNU affinity calls are not visible through Swift's Glibc module.
#define _GNU_SOURCE
#endif
#include "chevgen_threads.h"

#ifdef __linux__
#include <sched.h>
#else
#include <unistd.h>
#endif

int chevgen_available_cores(void) {
#ifdef __linux__
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) != 0) {
    return 1;
  }
  int count = CPU_COUNT(&set);
  return count > 0 ? count : 1;
#else
  // macOS and the BSDs have no affinity mask: every online core is available.
  long count = sysconf(_SC_NPROCESSORS_ONLN);
  return count > 0 ? (int)count : 1;
#endif
}

/// Restricts `attributes` to the process's cores other than the caller's, when
/// there are any. Linux only: elsewhere the thread starts unrestricted.
static void avoid_current_core(pthread_attr_t *attributes) {
#ifdef __linux__
  cpu_set_t others;
  int current = sched_getcpu();
  if (current >= 0 && current < CPU_SETSIZE
      && sched_getaffinity(0, sizeof others, &others) == 0) {
    CPU_CLR(current, &others);
    if (CPU_COUNT(&others) > 0) {
      // Without this, Linux may queue the thread behind its busy parent.
      pthread_attr_setaffinity_np(attributes, sizeof others, &others);
    }
  }
#else
  // No portable call places a thread; the scheduler does without the hint.
  (void)attributes;
#endif
}

int chevgen_start_thread_elsewhere(pthread_t *thread, void *(*body)(void *), void *context) {
  pthread_attr_t attributes;
  int status = pthread_attr_init(&attributes);
  if (status != 0) {
    return status;
  }
  avoid_current_core(&attributes);
  status = pthread_create(thread, &attributes, body, context);
  pthread_attr_destroy(&attributes);
  return status;
}
