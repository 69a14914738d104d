@testable import RxSwift
import RxTest
import XCTest
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class ResourcesTests: LeakCheckingTestCase {
    func testALiveSubscriptionIsCountedAndReleasedOnDispose() {
        let before = Resources.total
        subscribeEmitAndDispose(before: before)
        XCTAssertEqual(Resources.total, before, "nothing stays alive once the subscription and its disposable are gone")
    }

    private func subscribeEmitAndDispose(before: Int32) {
        let emitter = Captured<AnyObserver<Int>?>(nil)
        let subscription = Observable<Int>.create { observer in
            emitter.value = observer
            return Disposables.create()
        }
        .map { $0 }
        .subscribe(onNext: { _ in })
        XCTAssertGreaterThan(Resources.total, before, "sinks and observers of a live subscription are counted")
        emitter.value?.onNext(1)
        subscription.dispose()
        emitter.value = nil
    }

    func testIncrementAndDecrementReturnTheNewTotal() {
        let start = Resources.total
        XCTAssertEqual(Resources.incrementTotal(), start + 1)
        XCTAssertEqual(Resources.decrementTotal(), start)
    }

    func testResourcesCreatedOnSomeThreadsAndFreedOnOthersSumToZero() {
        let before = Resources.total
        let threads = 4, perThread = 1_000
        let made = Captured<[[Sink<Int>]]>(Array(repeating: [], count: threads))
        runOnNewThreadsAndJoin(threads) { index in
            let sinks = (0..<perThread).map { _ in Sink<Int> { _ in } }
            made.value[index] = sinks
        }
        XCTAssertEqual(Resources.total, before + Int32(threads * perThread), "every thread's creations are in the total")

        // Thread i frees what thread i + 1 made: each freeing thread's own count goes negative.
        runOnNewThreadsAndJoin(threads) { index in
            made.value[(index + 1) % threads] = []
        }
        XCTAssertEqual(Resources.total, before)
    }

    func testAnExitedThreadsCountStaysInTheTotalAndItsCounterIsRetired() {
        let before = Resources.total
        let kept = Captured<[Sink<Int>]>([])
        let counter = Captured<UncheckedSendable<UnsafeMutablePointer<Atomic<Int>>?>>(UncheckedSendable(nil))
        runOnNewThreadsAndJoin(1) { _ in
            kept.value = (0..<10).map { _ in Sink<Int> { _ in } }
            counter.value = UncheckedSendable(ResourceCounters.registry.currentThreadCounter)
        }
        guard let exited = counter.value.value else {
            return XCTFail("a thread that counted has a counter")
        }
        XCTAssertFalse(ResourceCounters.registry.isLive(exited), "an exited thread's counter is retired")
        XCTAssertEqual(Resources.total, before + 10, "an exited thread's count stays in the total")

        runOnNewThreadsAndJoin(1) { _ in
            kept.value.removeAll()
        }
        XCTAssertEqual(Resources.total, before, "a thread that freed others' resources and exited is counted too")
    }

    func testTheCurrentThreadsCounterStaysLiveWhileTheThreadRuns() {
        let sink = Sink<Int> { _ in }
        guard let counter = ResourceCounters.registry.currentThreadCounter else {
            return XCTFail("a thread that counted has a counter")
        }
        XCTAssertTrue(ResourceCounters.registry.isLive(counter))
        withExtendedLifetime(sink) {}
    }
}

/// Runs `body(index)` on `count` new threads at once and returns when every one has exited
/// (its thread-local destructors included: `pthread_join`).
private func runOnNewThreadsAndJoin(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    final class Work: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    #if canImport(Darwin)
    var threads: [pthread_t?] = []
    #else
    var threads: [pthread_t] = []
    #endif
    for index in 0..<count {
        let work = Unmanaged.passRetained(Work { body(index) }).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, nil, { raw in
            #if canImport(Darwin)
            let work = Unmanaged<Work>.fromOpaque(raw).takeRetainedValue()
            #else
            let work = Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue()
            #endif
            work.body()
            return nil
        }, work)
        precondition(status == 0, "pthread_create failed with status \(status)")
        threads.append(thread)
    }
    for thread in threads {
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
    }
}
