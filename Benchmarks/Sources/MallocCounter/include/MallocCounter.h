#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

// Counts heap allocations made by the whole process while counting is switched on.
//
// On glibc the target defines the C allocator entry points itself (malloc, calloc, realloc,
// free, posix_memalign, aligned_alloc, memalign, valloc, pvalloc); the dynamic linker binds
// every caller, the Swift runtime included, to these definitions, which count and forward to
// glibc's own implementations. Elsewhere nothing is interposed and the counter is unavailable.

/// Whether this platform counts allocations at all.
bool mc_is_available(void);

/// Switches counting on or off; while off, the allocator entry points only forward.
void mc_set_counting(bool enabled);

/// Allocations (every call of an allocating entry point that returned memory, realloc included)
/// counted since the last reset while counting was on.
uint64_t mc_allocation_count(void);

/// Calls of free with a non-null pointer counted since the last reset while counting was on.
uint64_t mc_free_count(void);

/// Usable bytes (as `malloc_usable_size` reports them) of the blocks allocated minus those of the
/// blocks freed since the last reset while counting was on: the heap memory the counted code
/// kept. A realloc counts as freeing the old block and allocating the new one.
int64_t mc_net_bytes(void);

/// Sets every count back to zero.
void mc_reset(void);

#endif
