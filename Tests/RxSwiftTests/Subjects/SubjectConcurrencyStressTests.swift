import Foundation
import RxSwift
import RxTest
import XCTest

/// Several threads push into a subject (taking turns, as the observer grammar requires) while
/// others subscribe and dispose. Run under the thread sanitizer with
/// `swift test --sanitize=thread --filter SubjectConcurrencyStressTests`.
final class SubjectConcurrencyStressTests: LeakCheckingTestCase {
    private static let pusherCount = 2
    private static let subscriberCount = 2
    private static let operationsPerThread = 2_000

    func testPublishSubjectDeliversConsecutiveElementsToEverySubscriber() {
        let subject = PublishSubject<Int>()
        runPushersAndSubscribers(into: subject, initialValue: nil, replayedCount: 0)
    }

    func testBehaviorSubjectDeliversTheCurrentValueThenConsecutiveElements() {
        let subject = BehaviorSubject(value: -1)
        runPushersAndSubscribers(into: subject, initialValue: -1, replayedCount: 1)
    }

    func testReplaySubjectDeliversTheReplayThenConsecutiveElements() {
        let subject = ReplaySubject<Int>.create(bufferSize: 8)
        runPushersAndSubscribers(into: subject, initialValue: nil, replayedCount: 8)
    }

    func testAsyncSubjectDeliversTheLastElementToTheRemainingSubscribers() {
        let subject = AsyncSubject<Int>()
        let permanent = SubjectEventRecorder<Int>()
        let permanentSubscription = subject.subscribe(permanent)
        let survivors = SurvivorList()
        let total = Self.pusherCount * Self.operationsPerThread

        let counter = PushCounter()

        runConcurrently(
            pusher: { counter.pushNext(into: subject) },
            subscriberOperation: { recorders in
                let recorder = SubjectEventRecorder<Int>()
                let subscription = subject.subscribe(recorder)
                if recorders.count % 2 == 0 {
                    subscription.dispose()
                    recorders.append((recorder, nil))
                } else {
                    recorders.append((recorder, subscription))
                }
            },
            finishSubscriber: { recorders in
                let live = recorders.filter { $0.subscription != nil }
                survivors.add(live.map(\.recorder), subscriptions: live.compactMap(\.subscription))
            }
        )
        subject.onCompleted()

        XCTAssertEqual(permanent.descriptions, ["next(\(total - 1))", "completed"])
        XCTAssertEqual(survivors.recorders.count, Self.subscriberCount * Self.operationsPerThread / 2)
        for recorder in survivors.recorders {
            XCTAssertEqual(recorder.descriptions, ["next(\(total - 1))", "completed"])
        }
        XCTAssertFalse(subject.hasObservers)
        permanentSubscription.dispose()
        survivors.disposeAll()
    }

    func testSubscribersRacingCompletionReceiveExactlyOneTerminalEventLast() {
        for round in 0..<150 {
            let subject: Observable<Int>
            let send: (Event<Int>) -> Void
            switch round % 3 {
            case 0:
                let publish = PublishSubject<Int>()
                subject = publish
                send = publish.on
            case 1:
                let behavior = BehaviorSubject(value: -1)
                subject = behavior
                send = behavior.on
            default:
                let replay = ReplaySubject<Int>.create(bufferSize: 3)
                subject = replay
                send = replay.on
            }
            let recorders = SurvivorList()
            let group = DispatchGroup()
            let start = DispatchSemaphore(value: 0)
            let pusher = SubjectTestBox(send)
            let source = SubjectTestBox(subject)

            group.enter()
            Thread {
                start.wait()
                for value in 0..<20 {
                    pusher.value(.next(value))
                }
                pusher.value(.completed)
                group.leave()
            }.start()
            group.enter()
            Thread {
                start.wait()
                var made: [(SubjectEventRecorder<Int>, Disposable)] = []
                for _ in 0..<10 {
                    let recorder = SubjectEventRecorder<Int>()
                    made.append((recorder, source.value.subscribe(recorder)))
                }
                recorders.add(made.map(\.0), subscriptions: made.map(\.1))
                group.leave()
            }.start()
            start.signal()
            start.signal()
            XCTAssertEqual(group.wait(timeout: .now() + 10), .success)

            for recorder in recorders.recorders {
                let events = recorder.events
                XCTAssertEqual(events.filter(\.isStopEvent).count, 1, "round \(round): \(recorder.descriptions)")
                XCTAssertEqual(events.last?.isCompleted, true, "round \(round): \(recorder.descriptions)")
                assertConsecutive(recorder.elements, "round \(round)")
            }
            recorders.disposeAll()
        }
    }

    // MARK: - Harness

    /// Pushes `pusherCount * operationsPerThread` consecutive integers from `pusherCount`
    /// threads while `subscriberCount` threads subscribe and dispose; then checks every
    /// subscriber saw consecutive integers, starting with a replay of at most `replayedCount`
    /// elements (or `initialValue`), and the permanent subscriber saw them all.
    private func runPushersAndSubscribers<Subject: ObservableType & ObserverType>(
        into subject: Subject,
        initialValue: Int?,
        replayedCount: Int
    ) where Subject.Element == Int {
        let permanent = SubjectEventRecorder<Int>()
        let permanentSubscription = subject.subscribe(permanent)
        let survivors = SurvivorList()
        let allRecorders = SurvivorList()
        let counter = PushCounter()
        let total = Self.pusherCount * Self.operationsPerThread

        runConcurrently(
            pusher: { counter.pushNext(into: subject) },
            subscriberOperation: { recorders in
                let recorder = SubjectEventRecorder<Int>()
                let subscription = subject.subscribe(recorder)
                recorders.append((recorder, subscription))
                // Keep the latest three subscriptions alive; dispose the one before them.
                if recorders.count > 3 {
                    let oldest = recorders.count - 4
                    recorders[oldest].subscription?.dispose()
                    recorders[oldest].subscription = nil
                }
            },
            finishSubscriber: { recorders in
                allRecorders.add(recorders.map(\.recorder))
                let live = recorders.filter { $0.subscription != nil }
                survivors.add(live.map(\.recorder), subscriptions: live.compactMap(\.subscription))
            }
        )

        var expected = Array(0..<total)
        if let initialValue {
            expected.insert(initialValue, at: 0)
        }
        XCTAssertEqual(permanent.elements, expected)
        XCTAssertEqual(allRecorders.recorders.count, Self.subscriberCount * Self.operationsPerThread)
        for recorder in allRecorders.recorders {
            let elements = recorder.elements
            XCTAssertFalse(recorder.events.contains(where: \.isStopEvent))
            if initialValue != nil {
                XCTAssertFalse(elements.isEmpty, "a behavior subject gives every subscriber its current value")
            }
            XCTAssertLessThanOrEqual(elements.count, total + replayedCount)
            assertConsecutive(elements, "subscriber")
        }
        survivors.disposeAll()
        permanentSubscription.dispose()
        XCTAssertFalse(hasObservers(subject))
    }

    private func hasObservers<Subject>(_ subject: Subject) -> Bool {
        switch subject {
        case let publish as PublishSubject<Int>: return publish.hasObservers
        case let behavior as BehaviorSubject<Int>: return behavior.hasObservers
        case let replay as ReplaySubject<Int>: return replay.hasObservers
        case let async as AsyncSubject<Int>: return async.hasObservers
        default: return true
        }
    }

    private typealias RecorderEntry = (recorder: SubjectEventRecorder<Int>, subscription: Disposable?)

    /// Starts the pusher and subscriber threads together and waits for all of them.
    private func runConcurrently(
        pusher: @escaping () -> Void,
        subscriberOperation: @escaping (inout [RecorderEntry]) -> Void,
        finishSubscriber: @escaping ([RecorderEntry]) -> Void
    ) {
        let group = DispatchGroup()
        let start = DispatchSemaphore(value: 0)
        let push = SubjectTestBox(pusher)
        let operate = SubjectTestBox(subscriberOperation)
        let finish = SubjectTestBox(finishSubscriber)
        let operations = Self.operationsPerThread
        let threadCount = Self.pusherCount + Self.subscriberCount

        for _ in 0..<Self.pusherCount {
            group.enter()
            Thread {
                start.wait()
                for _ in 0..<operations {
                    push.value()
                }
                group.leave()
            }.start()
        }
        for _ in 0..<Self.subscriberCount {
            group.enter()
            Thread {
                start.wait()
                var recorders: [RecorderEntry] = []
                for _ in 0..<operations {
                    operate.value(&recorders)
                }
                finish.value(recorders)
                group.leave()
            }.start()
        }
        for _ in 0..<threadCount {
            start.signal()
        }
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success, "stress threads did not finish")
    }

    private func assertConsecutive(_ elements: [Int], _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let first = elements.first else { return }
        let expected = Array(first..<(first + elements.count))
        XCTAssertEqual(elements, expected, "\(context): elements are not consecutive", file: file, line: line)
    }
}

/// Hands out consecutive integers and sends each into a subject; the threads take turns, so the
/// subject sees one event at a time.
private final class PushCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func pushNext<Observer: ObserverType>(into observer: Observer) where Observer.Element == Int {
        lock.lock()
        defer { lock.unlock() }
        observer.onNext(next)
        next += 1
    }
}

/// Recorders (and their live subscriptions) gathered from several threads.
private final class SurvivorList: @unchecked Sendable {
    private let lock = NSLock()
    private var gathered: [SubjectEventRecorder<Int>] = []
    private var subscriptions: [Disposable] = []

    func add(_ recorders: [SubjectEventRecorder<Int>], subscriptions: [Disposable] = []) {
        lock.lock()
        gathered += recorders
        self.subscriptions += subscriptions
        lock.unlock()
    }

    var recorders: [SubjectEventRecorder<Int>] {
        lock.lock()
        defer { lock.unlock() }
        return gathered
    }

    func disposeAll() {
        lock.lock()
        let toDispose = subscriptions
        subscriptions = []
        lock.unlock()
        for subscription in toDispose {
            subscription.dispose()
        }
    }
}
