@testable import RxSwift
import RxTest
import XCTest
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A counter guarded by an `RxLock` stored inline, as the library's objects store theirs.
private final class LockedCounter: @unchecked Sendable {
    let lock = RxLock()
    var count = 0
}

final class RxLockTests: LeakCheckingTestCase {
    func testTheLockIsOneWordStoredInItsOwner() {
        XCTAssertEqual(MemoryLayout<RxLock>.size, 4)
    }

    func testExcludesThreadsThatContendForIt() {
        let counter = LockedCounter()
        let threads = 4, increments = 50_000
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<increments {
                counter.lock.lock()
                counter.count += 1
                counter.lock.unlock()
            }
        }
        XCTAssertEqual(counter.count, threads * increments)
    }

    /// Critical sections long enough that waiters stop spinning and sleep: every one of them
    /// must be woken, or the test hangs.
    func testWakesWaitersThatWentToSleep() {
        let counter = LockedCounter()
        let threads = 4, rounds = 50
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<rounds {
                counter.lock.withLock {
                    counter.count += 1
                    usleep(200)
                }
            }
        }
        XCTAssertEqual(counter.count, threads * rounds)
    }

    func testAWaiterTakesTheLockOnceItsHolderReleasesIt() {
        let counter = LockedCounter()
        let acquired = expectation(description: "the waiter took the lock")
        counter.lock.lock()
        DispatchQueue.global().async {
            counter.lock.lock()
            counter.count += 1
            counter.lock.unlock()
            acquired.fulfill()
        }
        usleep(50_000)  // long enough for the waiter to go to sleep
        XCTAssertEqual(counter.count, 0)
        counter.lock.unlock()
        wait(for: [acquired], timeout: 10)
        XCTAssertEqual(counter.lock.withLock { counter.count }, 1)
    }

    /// More locks than sleeping places: locks that share a place wake each other's waiters,
    /// which must only cost a spurious wake-up.
    func testLocksSharingASleepingPlaceStayIndependent() {
        let counters = (0..<(RxLockParking.count * 2)).map { _ in LockedCounter() }
        let threads = 4, rounds = 2_000
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for round in 0..<rounds {
                let counter = counters[(round &* 7 &+ thread) % counters.count]
                counter.lock.withLock {
                    counter.count += 1
                    if round % 100 == 0 { usleep(100) }
                }
            }
        }
        XCTAssertEqual(counters.reduce(0) { $0 + $1.count }, threads * rounds)
    }
}
