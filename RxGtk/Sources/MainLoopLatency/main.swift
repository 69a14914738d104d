import CGtk
import Dispatch
import Foundation
import RxGtk
import RxSwift

// Measures how long work sent to the main thread from a background thread waits before it runs
// under GLib's main loop, through `MainQueueBridge`: `DispatchQueue.main.async` and
// `MainScheduler.instance`, each 2,000 times, one at a time. Needs no display.
// Run: swift run -c release --package-path RxGtk main-loop-latency

/// Latencies in microseconds of `rounds` pieces of work handed to `send`, one at a time.
@MainActor
func measure(rounds: Int, send: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void) -> [Double] {
    let loop = g_main_loop_new(nil, 0)
    nonisolated(unsafe) let unsafeLoop = loop
    let results = LatencyRecorder()
    for _ in 0..<rounds {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let sent = DispatchTime.now().uptimeNanoseconds
            send {
                results.record(Double(DispatchTime.now().uptimeNanoseconds - sent) / 1_000)
                g_main_loop_quit(unsafeLoop)
            }
            done.signal()
        }
        g_main_loop_run(loop)
        done.wait()
    }
    g_main_loop_unref(loop)
    return results.values
}

/// Collects latencies from the main thread.
final class LatencyRecorder: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var recorded: [Double] = []

    /// Adds one latency.
    func record(_ value: Double) {
        lock.withLock { recorded.append(value) }
    }

    /// Every latency recorded, in order.
    var values: [Double] {
        lock.withLock { recorded }
    }
}

/// The value below which `fraction` of `values` lie.
func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

MainQueueBridge.install()
let rounds = 2_000
let cases: [(String, @Sendable (@escaping @Sendable () -> Void) -> Void)] = [
    ("DispatchQueue.main.async", { work in DispatchQueue.main.async(execute: work) }),
    ("MainScheduler.instance.schedule", { work in _ = MainScheduler.instance.schedule(()) { _ in work(); return Disposables.create() } }),
]
print("| path (background thread to main thread under GLib's loop) | median (µs) | p90 (µs) | p99 (µs) |")
print("|---|---:|---:|---:|")
for (name, send) in cases {
    let latencies = measure(rounds: rounds, send: send)
    print(String(format: "| %@ | %.1f | %.1f | %.1f |", name, percentile(latencies, 0.5), percentile(latencies, 0.9), percentile(latencies, 0.99)))
}
