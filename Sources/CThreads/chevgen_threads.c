// The GNU affinity calls are not visible through Swift's Glibc module.
#define _GNU_SOURCE
#include "chevgen_threads.h"

#include <sched.h>

int chevgen_available_cores(void) {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) != 0) {
    return 1;
  }
  int count = CPU_COUNT(&set);
  return count > 0 ? count : 1;
}

int chevgen_start_thread_elsewhere(pthread_t *thread, void *(*body)(void *), void *context) {
  pthread_attr_t attributes;
  int status = pthread_attr_init(&attributes);
  if (status != 0) {
    return status;
  }
  cpu_set_t others;
  int current = sched_getcpu();
  if (current >= 0 && current < CPU_SETSIZE
      && sched_getaffinity(0, sizeof others, &others) == 0) {
    CPU_CLR(current, &others);
    if (CPU_COUNT(&others) > 0) {
      // Without this, Linux may queue the thread behind its busy parent.
      pthread_attr_setaffinity_np(&attributes, sizeof others, &others);
    }
  }
  status = pthread_create(thread, &attributes, body, context);
  pthread_attr_destroy(&attributes);
  return status;
}
