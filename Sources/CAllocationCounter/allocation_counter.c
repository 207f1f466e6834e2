// Counts heap allocations and reports heap use for `trellis bench`.
//
// On Linux with the GNU C library, an executable that defines malloc, calloc and realloc
// takes precedence over the C library for every shared library it loads, the Swift
// runtime included. These definitions count each call while counting is on and forward
// to the C library's own entry points, so behavior is otherwise unchanged. Elsewhere
// nothing is replaced and counting reports as unavailable.

#include "allocation_counter.h"

#include <stddef.h>
#include <stdlib.h>

#if defined(__linux__) && defined(__GLIBC__)

#include <malloc.h>

long trellis_heap_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return (long)(info.uordblks + info.hblkhd);
}

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

static int counting;
static long allocations;

static void count_one(void) {
  if (__atomic_load_n(&counting, __ATOMIC_RELAXED)) {
    __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
  }
}

void *malloc(size_t size) {
  count_one();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_one();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_one();
  return __libc_realloc(pointer, size);
}

int trellis_allocation_counter_is_available(void) { return 1; }

void trellis_allocation_counter_start(void) {
  __atomic_store_n(&allocations, 0, __ATOMIC_RELAXED);
  __atomic_store_n(&counting, 1, __ATOMIC_RELAXED);
}

long trellis_allocation_counter_stop(void) {
  __atomic_store_n(&counting, 0, __ATOMIC_RELAXED);
  return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}

#else

long trellis_heap_bytes_in_use(void) { return -1; }
int trellis_allocation_counter_is_available(void) { return 0; }
void trellis_allocation_counter_start(void) {}
long trellis_allocation_counter_stop(void) { return 0; }

#endif
