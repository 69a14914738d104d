import Foundation
@testable import RxSwift
import RxTest
import XCTest

/// The thread-local slots `ThreadLocalReference` gives the trampoline's queue and the inspector,
/// and the C thread-local slot of the running trampoline.
final class ThreadLocalTests: LeakCheckingTestCase {
    private final class Token: @unchecked Sendable {
        let name: String
        let onDeinit: (@Sendable () -> Void)?
        init(_ name: String, onDeinit: (@Sendable () -> Void)? = nil) {
            self.name = name
            self.onDeinit = onDeinit
        }
        deinit { onDeinit?() }
    }

    private static let slot = ThreadLocalReference<Token>()
    private static let racedSlot = ThreadLocalReference<Token>()
    private static let owningSlot = ThreadLocalReference<Token>(ownsValues: true)

    func testEachThreadSeesOnlyItsOwnValue() {
        let mine = Token("main")
        Self.slot.set(mine)
        defer { Self.slot.set(nil) }
        let seenElsewhere = Captured<[String?]>([])
        let done = DispatchSemaphore(value: 0)
        Thread {
            seenElsewhere.value.append(Self.slot.value?.name)
            let other = Token("other")
            Self.slot.set(other)
            seenElsewhere.value.append(Self.slot.unmanagedValue?.takeUnretainedValue().name)
            Self.slot.set(nil)
            done.signal()
        }.start()
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(seenElsewhere.value, [nil, "other"])
        XCTAssertTrue(Self.slot.isSet)
        XCTAssertEqual(Self.slot.value?.name, "main")
    }

    func testTheRunningTrampolineIsSeenOnlyOnItsOwnThread() {
        let slot = CurrentThreadScheduler.runningTrampoline
        XCTAssertFalse(slot.isSet)
        let seen = Captured<[String]>([])
        let done = DispatchSemaphore(value: 0)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let running = CurrentThreadScheduler.runningTrampoline
            seen.value.append("here: \(running.isSet), same: \(running.value === running.unmanagedValue?.takeUnretainedValue())")
            Thread {
                seen.value.append("elsewhere: \(CurrentThreadScheduler.runningTrampoline.isSet)")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    seen.value.append("elsewhere inside: \(CurrentThreadScheduler.runningTrampoline.isSet)")
                    return Disposables.create()
                }
                seen.value.append("elsewhere after: \(CurrentThreadScheduler.runningTrampoline.isSet)")
                done.signal()
            }.start()
            XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
            seen.value.append("here still: \(CurrentThreadScheduler.runningTrampoline.isSet)")
            return Disposables.create()
        }
        XCTAssertEqual(seen.value, [
            "here: true, same: true", "elsewhere: false", "elsewhere inside: true", "elsewhere after: false", "here still: true",
        ])
        XCTAssertFalse(slot.isSet, "the trampoline ended with its action")
    }

    func testThreadsRacingToTheFirstUseShareOneKey() {
        let mismatches = Captured(0)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let token = Token("thread \(index)")
            Self.racedSlot.set(token)
            if Self.racedSlot.value !== token { mismatches.value += 1 }
            Self.racedSlot.set(nil)
        }
        XCTAssertEqual(mismatches.value, 0)
        XCTAssertNotEqual(Self.racedSlot.slotKey.keyPlusOne.load(ordering: .relaxed), 0)
    }

    func testAnOwningSlotReleasesItsValueWhenTheThreadExits() {
        let released = DispatchSemaphore(value: 0)
        let stored = DispatchSemaphore(value: 0)
        Thread {
            Self.owningSlot.setOwned(Token("owned") { released.signal() })
            stored.signal()
        }.start()
        XCTAssertEqual(stored.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(released.wait(timeout: .now() + 10), .success, "the exiting thread releases its value")
    }
}
