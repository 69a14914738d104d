import CGtk
import Dispatch
import RxGtk
import RxSwift
import XCTest

final class MainQueueBridgeTests: GtkTestCase {
    func testWorkQueuedOnTheMainQueueFromAnotherThreadRunsUnderTheGLibLoop() {
        onMain {
            let ran = LockedBox(false)
            DispatchQueue.global().async {
                DispatchQueue.main.async {
                    ran.value = Thread.isMainThread
                }
            }
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { ran.value }))
        }
    }

    func testMainActorTasksRunUnderTheGLibLoop() {
        onMain {
            let ran = LockedBox(false)
            Task.detached {
                await MainActor.run { ran.value = true }
            }
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { ran.value }))
        }
    }

    func testMainSchedulerDeliversOnTheMainThreadUnderTheGLibLoop() {
        onMain {
            let received = LockedBox<[Int]>([])
            let subscription = Observable.of(1, 2, 3)
                .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
                .observe(on: MainScheduler.instance)
                .subscribe(onNext: { value in
                    if Thread.isMainThread { received.value.append(value) }
                })
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { received.value.count == 3 }))
            XCTAssertEqual(received.value, [1, 2, 3])
            subscription.dispose()
        }
    }

    func testTheLoopIsIdleOnceTheQueuedWorkRan() {
        onMain {
            let ran = LockedBox(false)
            DispatchQueue.global().async {
                DispatchQueue.main.async { ran.value = true }
            }
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { ran.value }))
            var pendingIterations = 0
            while g_main_context_iteration(nil, 0) != 0 && pendingIterations < 100 {
                pendingIterations += 1
            }
            XCTAssertLessThan(pendingIterations, 100, "the bridge must not keep the loop busy")
        }
    }
}

/// A value shared between threads behind a lock.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
