#ifndef TRELLIS_ALLOCATION_COUNTER_H
#define TRELLIS_ALLOCATION_COUNTER_H

/// Whether this platform counts allocations (Linux with the GNU C library).
int trellis_allocation_counter_is_available(void);

/// Starts counting calls to malloc, calloc and realloc from zero.
void trellis_allocation_counter_start(void);

/// Stops counting and returns the number of calls since the last start.
long trellis_allocation_counter_stop(void);

/// The heap bytes in use (small blocks plus memory mapped for large ones), or -1 where
/// the C library does not report it.
long trellis_heap_bytes_in_use(void);

#endif
