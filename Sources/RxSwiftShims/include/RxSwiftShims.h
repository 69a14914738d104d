// C declarations RxSwift needs and the platform's Swift overlay does not import.

#ifndef RXSWIFT_SHIMS_H
#define RXSWIFT_SHIMS_H

#if __has_include(<features.h>)
#include <features.h>
#endif

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 32))
/// glibc's flag (2.32 and later): nonzero while the process has only ever had one thread.
/// glibc clears it before a second thread starts, so a thread that reads it nonzero is alone.
extern char __libc_single_threaded;

/// Whether the process is known to have one thread: `RxLock` then takes and releases its word
/// with plain loads and stores, as glibc's own mutex does, since no other thread can look.
static inline _Bool rx_process_is_single_threaded(void) {
    return __libc_single_threaded != 0;
}
#else
/// Whether the process is known to have one thread: never known on this platform.
static inline _Bool rx_process_is_single_threaded(void) {
    return 0;
}
#endif

// Thread-locals RxSwift reads on every subscription and every sink's creation and release.
// C thread-locals with the initial-exec model are one instruction to read or write, where
// `pthread_getspecific`/`pthread_setspecific` are calls of about 20 and 35 instructions. They
// hold plain pointers: whoever stores one keeps its object alive, and a pthread key (kept for
// its destructor) still cleans up at thread exit.
#if defined(__APPLE__)
#define RX_THREAD_LOCAL_MODEL
#else
#define RX_THREAD_LOCAL_MODEL __attribute__((tls_model("initial-exec")))
#endif

/// The trampoline running on this thread (`CurrentThreadScheduler`), unretained; null when none runs.
extern __thread void *rx_running_trampoline RX_THREAD_LOCAL_MODEL;
/// This thread's `Resources` counter (an `Atomic<Int>`), null before its first count and after
/// the thread's counter was retired.
extern __thread void *rx_resource_counter RX_THREAD_LOCAL_MODEL;

/// Whether this thread is the main thread: 0 before the first ask, 1 on the main thread, 2 on
/// any other (`MainScheduler` asks at every immediate run).
extern __thread unsigned char rx_main_thread_mark RX_THREAD_LOCAL_MODEL;

/// This thread's main-thread mark: 0 (not asked yet), 1 (main) or 2 (other).
static inline unsigned char rx_main_thread_mark_get(void) {
    return rx_main_thread_mark;
}

/// Records this thread's main-thread mark.
static inline void rx_main_thread_mark_set(unsigned char mark) {
    rx_main_thread_mark = mark;
}

/// The trampoline running on this thread, or null.
static inline void *rx_running_trampoline_get(void) {
    return rx_running_trampoline;
}

/// Sets (or, with null, clears) the trampoline running on this thread.
static inline void rx_running_trampoline_set(void *trampoline) {
    rx_running_trampoline = trampoline;
}

/// This thread's resource counter, or null.
static inline void *rx_resource_counter_get(void) {
    return rx_resource_counter;
}

/// Sets (or, with null, clears) this thread's resource counter.
static inline void rx_resource_counter_set(void *counter) {
    rx_resource_counter = counter;
}

#endif
