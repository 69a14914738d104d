import Foundation
import RxSwift
import Synchronization
import XCTest

/// Helpers shared by the tests of the combining operators (merge, concat, zip, ...).
enum MultiSourceFixtures {
    /// The error the test sources fail with.
    static let error = NSError(domain: "MultiSourceFixtures", code: 1)

    /// A sequence that sends `value` and completes while being subscribed.
    static func synchronousJust<Element: Sendable>(_ value: Element) -> Observable<Element> {
        Observable.create { observer in
            observer.onNext(value)
            observer.onCompleted()
            return Disposables.create()
        }
    }

    /// A sequence that sends `values` and completes while being subscribed.
    static func synchronousSequence<Element: Sendable>(_ values: [Element]) -> Observable<Element> {
        Observable.create { observer in
            for value in values {
                observer.onNext(value)
            }
            observer.onCompleted()
            return Disposables.create()
        }
    }

    /// Runs every body on its own thread, all released at the same moment, and waits (bounded)
    /// until all have returned and `alsoWaitFor` are fulfilled. Fails the test on a timeout,
    /// which is how a deadlock shows.
    static func runConcurrently(
        _ bodies: [@Sendable () -> Void],
        alsoWaitFor extraExpectations: [XCTestExpectation] = [],
        timeout: TimeInterval = 10,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let start = DispatchSemaphore(value: 0)
        var finished: [XCTestExpectation] = []
        for (index, body) in bodies.enumerated() {
            let done = XCTestExpectation(description: "thread \(index) finished")
            finished.append(done)
            let thread = Thread {
                start.wait()
                body()
                done.fulfill()
            }
            thread.stackSize = 1 << 22
            thread.start()
        }
        for _ in bodies {
            start.signal()
        }
        let result = XCTWaiter().wait(for: finished + extraExpectations, timeout: timeout)
        XCTAssertEqual(result, .completed, "the threads did not finish in time (deadlock?)", file: file, line: line)
    }

    /// Two sources, each pushed from its own thread, whose merged elements push into the other
    /// source from inside the observer: `combine` must deliver every element (the pushes and
    /// the pushes they cause), one at a time, and not deadlock; disposing unsubscribes both.
    static func assertSerialDeliveryOfTwoSourcesPushingIntoEachOther(
        combinedBy combine: (Observable<Int>, Observable<Int>) -> Observable<Int>,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let first = ManualSubject<Int>()
        let second = ManualSubject<Int>()
        let perThread = 2_000
        let checker = SerialDeliveryChecker()
        let counter = DeliveryCounter(target: perThread * 4)
        let subscription = combine(first.asObservable(), second.asObservable()).subscribe(onNext: { value in
            checker.deliver {
                counter.increment()
                if value < perThread {
                    second.onNext(value + 1_000_000)
                } else if value < 2 * perThread {
                    first.onNext(value + 1_000_000)
                }
            }
        })

        runConcurrently([
            { for value in 0..<perThread { first.onNext(value) } },
            { for value in perThread..<(2 * perThread) { second.onNext(value) } },
        ], alsoWaitFor: [counter.reachedTarget], file: file, line: line)

        XCTAssertEqual(counter.count, perThread * 4, file: file, line: line)
        XCTAssertEqual(checker.violations, 0, file: file, line: line)
        subscription.dispose()
        XCTAssertEqual(first.observerCount, 0, file: file, line: line)
        XCTAssertEqual(second.observerCount, 0, file: file, line: line)
    }
}

/// A thread-safe source the tests push events into from any thread. Like a well-behaved
/// sequence it delivers one event at a time: a push that arrives while another thread (or the
/// same thread, from inside an observer) is delivering is queued and delivered by that thread.
/// No lock is held while observers run, so they may push into it again.
final class ManualSubject<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0
    private var isStopped = false
    private var pending: [Event<Element>] = []
    private var isDelivering = false

    /// The number of current subscribers.
    var observerCount: Int {
        lock.withLock { observers.count }
    }

    /// The sequence of events pushed after subscribing.
    func asObservable() -> Observable<Element> {
        Observable.create { observer in
            let key: Int? = self.lock.withLock {
                if self.isStopped { return nil }
                let key = self.nextKey
                self.nextKey += 1
                self.observers[key] = observer
                return key
            }
            guard let key else {
                observer.onCompleted()
                return Disposables.create()
            }
            return Disposables.create {
                self.lock.withLock { _ = self.observers.removeValue(forKey: key) }
            }
        }
    }

    /// Sends `event` to the current subscribers; a terminal event also forgets them.
    func on(_ event: Event<Element>) {
        let mustDeliver: Bool = lock.withLock {
            pending.append(event)
            if isDelivering { return false }
            isDelivering = true
            return true
        }
        guard mustDeliver else { return }
        while true {
            let next: (Event<Element>, [AnyObserver<Element>])? = lock.withLock {
                if pending.isEmpty {
                    isDelivering = false
                    return nil
                }
                let event = pending.removeFirst()
                if isStopped { return (event, []) }
                let targets = observers.sorted { $0.key < $1.key }.map(\.value)
                if event.isStopEvent {
                    isStopped = true
                    observers.removeAll()
                }
                return (event, targets)
            }
            guard let (event, targets) = next else { return }
            for observer in targets {
                observer.on(event)
            }
        }
    }

    func onNext(_ element: Element) { on(.next(element)) }
    func onCompleted() { on(.completed) }
    func onError(_ error: Swift.Error) { on(.error(error)) }
}

/// Records whether an observer was ever entered while already running (from another thread or
/// re-entrantly), which would break the one-event-at-a-time rule.
final class SerialDeliveryChecker: Sendable {
    private let isInside = Atomic<Bool>(false)
    private let violationCount = Atomic<Int>(0)

    /// The number of overlapping or nested deliveries seen.
    var violations: Int { violationCount.load(ordering: .acquiring) }

    /// Runs `body` as one delivery.
    func deliver(_ body: () -> Void) {
        if isInside.exchange(true, ordering: .acquiringAndReleasing) {
            violationCount.add(1, ordering: .relaxed)
            body()
            return
        }
        body()
        isInside.store(false, ordering: .releasing)
    }
}

/// A counter of deliveries that fulfils an expectation when it reaches a target.
final class DeliveryCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    private let target: Int
    let reachedTarget: XCTestExpectation

    init(target: Int) {
        self.target = target
        reachedTarget = XCTestExpectation(description: "received \(target) elements")
    }

    var count: Int { lock.withLock { value } }

    func increment() {
        let reached = lock.withLock { () -> Bool in
            value += 1
            return value == target
        }
        if reached { reachedTarget.fulfill() }
    }
}

/// Carries a value into a `@Sendable` closure where the test guarantees it is safe.
struct SendableTestBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
