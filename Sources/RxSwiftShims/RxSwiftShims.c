#include "RxSwiftShims.h"

// The thread-locals the header declares.
__thread void *rx_running_trampoline RX_THREAD_LOCAL_MODEL = 0;
__thread void *rx_resource_counter RX_THREAD_LOCAL_MODEL = 0;
__thread unsigned char rx_main_thread_mark RX_THREAD_LOCAL_MODEL = 0;
