#if GTK
import CGtk
import Dispatch
import Glibc
import Synchronization

/// Lets GLib's main loop run the work queued on libdispatch's main queue.
///
/// On Linux nothing drains `DispatchQueue.main` while GLib's loop owns the main thread, so
/// `DispatchQueue.main.async`, `@MainActor` tasks and `MainScheduler` (which posts to the main
/// queue) would never run. The bridge adds a GLib source that watches libdispatch's main-queue
/// wake-up descriptor and runs the queued work when it becomes readable: the hooks that
/// CoreFoundation's run loop uses on Linux. Work runs promptly and the loop does not poll.
public enum MainQueueBridge {
    private static let installed = Atomic<Bool>(false)

    /// Installs the bridge on GLib's default main context, once; later calls do nothing.
    /// `Application.run()` and `GtkEnvironment.start()` call it.
    public static func install() {
        guard installed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            return
        }
        let descriptor = _dispatch_get_main_queue_handle_4CF()
        _ = g_unix_fd_add(descriptor, G_IO_IN, { descriptor, _, _ in
            // The descriptor is an eventfd that libdispatch writes when work arrives; reading it
            // first (it is readable, so this does not block) rearms it, or GLib would call back
            // in a busy loop. Work queued after the read writes it again.
            var count: UInt64 = 0
            _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
            _dispatch_main_queue_callback_4CF(nil)
            return 1
        }, nil)
    }

    /// Whether the bridge is installed.
    public static var isInstalled: Bool {
        installed.load(ordering: .acquiring)
    }
}
#endif
