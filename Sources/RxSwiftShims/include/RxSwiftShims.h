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

#endif
