#include "MallocCounter.h"

#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>

#if defined(__GLIBC__)

// glibc's own allocator, exported under these names so that an interposer can reach it without
// dlsym (which itself allocates).
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static atomic_bool counting = false;
static atomic_uint_fast64_t allocations = 0;
static atomic_uint_fast64_t frees = 0;
static atomic_int_fast64_t netBytes = 0;

static inline void *counted(void *memory) {
    if (memory != NULL && atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
        atomic_fetch_add_explicit(&netBytes, (int_fast64_t)malloc_usable_size(memory), memory_order_relaxed);
    }
    return memory;
}

// Takes a block about to be freed or moved out of the byte count.
static inline void uncounted(void *memory) {
    if (memory != NULL && atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_sub_explicit(&netBytes, (int_fast64_t)malloc_usable_size(memory), memory_order_relaxed);
    }
}

void *malloc(size_t size) {
    return counted(__libc_malloc(size));
}

void *calloc(size_t count, size_t size) {
    return counted(__libc_calloc(count, size));
}

void *realloc(void *pointer, size_t size) {
    uncounted(pointer);
    return counted(__libc_realloc(pointer, size));
}

void free(void *pointer) {
    if (pointer != NULL && atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
    }
    uncounted(pointer);
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    return counted(__libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) {
    return counted(__libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    // The alignment must be a power of two and a multiple of the size of a pointer.
    if (alignment == 0 || alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) {
        return EINVAL;
    }
    void *memory = counted(__libc_memalign(alignment, size));
    if (memory == NULL) {
        return ENOMEM;
    }
    *result = memory;
    return 0;
}

void *valloc(size_t size) {
    return counted(__libc_valloc(size));
}

void *pvalloc(size_t size) {
    return counted(__libc_pvalloc(size));
}

bool mc_is_available(void) {
    return true;
}

void mc_set_counting(bool enabled) {
    atomic_store_explicit(&counting, enabled, memory_order_relaxed);
}

uint64_t mc_allocation_count(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

uint64_t mc_free_count(void) {
    return atomic_load_explicit(&frees, memory_order_relaxed);
}

int64_t mc_net_bytes(void) {
    return atomic_load_explicit(&netBytes, memory_order_relaxed);
}

void mc_reset(void) {
    atomic_store_explicit(&allocations, 0, memory_order_relaxed);
    atomic_store_explicit(&frees, 0, memory_order_relaxed);
    atomic_store_explicit(&netBytes, 0, memory_order_relaxed);
}

#else

bool mc_is_available(void) {
    return false;
}

void mc_set_counting(bool enabled) {
    (void)enabled;
}

uint64_t mc_allocation_count(void) {
    return 0;
}

uint64_t mc_free_count(void) {
    return 0;
}

int64_t mc_net_bytes(void) {
    return 0;
}

void mc_reset(void) {
}

#endif
