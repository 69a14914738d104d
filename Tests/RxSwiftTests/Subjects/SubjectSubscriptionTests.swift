import Foundation
@testable import RxSwift
import RxTest
import XCTest

/// How long a subscription keeps its subject alive, for every kind of subject.
final class SubjectSubscriptionTests: LeakCheckingTestCase {
    /// The subjects under test, each with a way to send it events.
    private struct SubjectKind {
        let name: String
        let make: () -> (subject: Observable<Int>, send: (Event<Int>) -> Void)
    }

    private let kinds: [SubjectKind] = [
        SubjectKind(name: "PublishSubject") {
            let subject = PublishSubject<Int>()
            return (subject, subject.on)
        },
        SubjectKind(name: "BehaviorSubject") {
            let subject = BehaviorSubject(value: 0)
            return (subject, subject.on)
        },
        SubjectKind(name: "ReplaySubject") {
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            return (subject, subject.on)
        },
        SubjectKind(name: "AsyncSubject") {
            let subject = AsyncSubject<Int>()
            return (subject, subject.on)
        },
    ]

    func testASubscriptionKeepsItsSubjectAliveUntilItIsDisposed() {
        for kind in kinds {
            weak var weakSubject: Observable<Int>?
            var send: ((Event<Int>) -> Void)?
            let recorder = SubjectEventRecorder<Int>()
            var subscription: Disposable?
            do {
                let made = kind.make()
                weakSubject = made.subject
                subscription = made.subject.subscribe(recorder)
                send = made.send
            }
            XCTAssertNotNil(weakSubject, kind.name)
            send?(.next(7))
            send?(.completed)
            send = nil
            XCTAssertEqual(recorder.elements.last, 7, kind.name)
            XCTAssertNotNil(weakSubject, "\(kind.name): a terminated subject stays alive until its subscriptions are disposed")

            subscription?.dispose()
            XCTAssertNil(weakSubject, "\(kind.name): dispose lets the subject go")
            subscription = nil
        }
    }

    func testASubjectIsFreedOnceEverySubscriptionIsDisposed() {
        for kind in kinds {
            weak var weakSubject: Observable<Int>?
            let subscriptions: [Disposable]
            do {
                let subject = kind.make().subject
                weakSubject = subject
                subscriptions = (0..<3).map { _ in subject.subscribe(SubjectEventRecorder<Int>()) }
            }
            subscriptions[1].dispose()
            subscriptions[0].dispose()
            XCTAssertNotNil(weakSubject, kind.name)
            subscriptions[2].dispose()
            XCTAssertNil(weakSubject, kind.name)
        }
    }

    func testDisposingTwiceReleasesTheSubjectOnceAndRemovesNoOtherObserver() {
        let subject = PublishSubject<Int>()
        let first = SubjectEventRecorder<Int>()
        let second = SubjectEventRecorder<Int>()
        let firstSubscription = subject.subscribe(first)
        let secondSubscription = subject.subscribe(second)

        firstSubscription.dispose()
        firstSubscription.dispose()
        subject.onNext(1)

        XCTAssertEqual(first.elements, [])
        XCTAssertEqual(second.elements, [1])
        XCTAssertTrue(subject.hasObservers)
        secondSubscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testReleasingAnUndisposedSubscriptionLetsTheSubjectGo() {
        for kind in kinds {
            weak var weakSubject: Observable<Int>?
            do {
                let subject = kind.make().subject
                weakSubject = subject
                _ = subject.subscribe(SubjectEventRecorder<Int>())
            }
            XCTAssertNil(weakSubject, "\(kind.name): the observer it stores does not hold the subscription")
        }
    }

    func testReleasingUndisposedHandlersLetsTheSubjectAndTheHandlersGo() {
        final class Payload: Sendable {}
        let subscribers: [(name: String, subscribe: (Observable<Int>, Payload) -> Disposable)] = [
            ("subscribe(onNext:)", { subject, payload in subject.subscribe(onNext: { _ in withExtendedLifetime(payload) {} }) }),
            ("subscribe(onNext:onDisposed:)", { subject, payload in
                subject.subscribe(onNext: { _ in }, onDisposed: { withExtendedLifetime(payload) {} })
            }),
            ("subscribe(_:)", { subject, payload in subject.subscribe { _ in withExtendedLifetime(payload) {} } }),
        ]
        for kind in kinds {
            for subscriber in subscribers {
                let before = Resources.total
                weak var weakSubject: Observable<Int>?
                weak var weakPayload: Payload?
                do {
                    let made = kind.make()
                    let payload = Payload()
                    weakSubject = made.subject
                    weakPayload = payload
                    _ = subscriber.subscribe(made.subject, payload)
                    made.send(.next(1))
                    XCTAssertNotNil(weakPayload, "\(kind.name), \(subscriber.name): the subject stores the handlers")
                }
                XCTAssertNil(weakSubject, "\(kind.name), \(subscriber.name): nothing the subject stores holds it")
                XCTAssertNil(weakPayload, "\(kind.name), \(subscriber.name): the handlers go with the subject")
                XCTAssertEqual(Resources.total, before, "\(kind.name), \(subscriber.name)")
            }
        }
    }

    func testAKeptSubscriptionOfHandlersHoldsItsSubjectUntilDisposedAndRunsOnDisposedOnce() {
        for kind in kinds {
            weak var weakSubject: Observable<Int>?
            let disposals = Captured(0)
            let subscription: Disposable
            do {
                let subject = kind.make().subject
                weakSubject = subject
                subscription = subject.subscribe(onNext: { _ in }, onDisposed: { disposals.value += 1 })
            }
            XCTAssertNotNil(weakSubject, kind.name)
            subscription.dispose()
            XCTAssertNil(weakSubject, kind.name)
            subscription.dispose()
            XCTAssertEqual(disposals.value, 1, kind.name)
        }
    }

    func testASubscriptionToATerminatedSubjectDoesNotHoldIt() {
        weak var weakSubject: PublishSubject<Int>?
        let recorder = SubjectEventRecorder<Int>()
        let subscription: Disposable
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            subject.onCompleted()
            subscription = subject.subscribe(recorder)
        }
        XCTAssertNil(weakSubject)
        XCTAssertEqual(recorder.descriptions, ["completed"])
        subscription.dispose()
    }

    func testAnOperatorSubscriptionReleasesTheSubjectWhenDisposed() {
        weak var weakSubject: PublishSubject<Int>?
        let received = Captured<[Int]>([])
        let subscription: Disposable
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            subscription = subject.map { $0 * 2 }.share(replay: 1).subscribe(onNext: { received.value.append($0) })
            subject.onNext(4)
        }
        XCTAssertEqual(received.value, [8])
        XCTAssertNotNil(weakSubject)
        subscription.dispose()
        XCTAssertNil(weakSubject)
    }

    func testConcurrentDisposesRemoveTheObserverOnceWhileEventsFlow() {
        disposeConcurrentlyWhileEventsFlow { subject in
            let keeper = SubjectEventRecorder<Int>()
            return (subject.subscribe(keeper), { keeper.elements })
        } subscribeOther: { subject in
            subject.subscribe(SubjectEventRecorder<Int>())
        }
    }

    /// Subscribes a keeper and 200 others to one subject, disposes the others from four threads
    /// while another thread sends 2,000 elements: the keeper must receive every element, and
    /// the subject must have no observer once the keeper is disposed too.
    private func disposeConcurrentlyWhileEventsFlow(
        subscribeKeeper: (PublishSubject<Int>) -> (Disposable, () -> [Int]),
        subscribeOther: (PublishSubject<Int>) -> Disposable
    ) {
        let subject = PublishSubject<Int>()
        let (keeperSubscription, kept) = subscribeKeeper(subject)
        let subscriptions = SubjectTestBox((0..<200).map { _ in subscribeOther(subject) })
        let pushed = DispatchSemaphore(value: 0)
        let sender = SubjectTestBox(subject)

        DispatchQueue.global().async {
            for value in 0..<2_000 {
                sender.value.onNext(value)
            }
            pushed.signal()
        }
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for subscription in subscriptions.value {
                subscription.dispose()
            }
        }

        XCTAssertEqual(pushed.wait(timeout: .now() + 10), .success)
        XCTAssertTrue(subject.hasObservers)
        XCTAssertEqual(kept(), Array(0..<2_000))
        keeperSubscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    // `subscribe(onNext:onError:onCompleted:onDisposed:)` and `subscribe(_:)` on a subject: the
    // subject stores the handlers object itself, which is also the subscription.

    func testTheHandlersOfSubscribeAreStoredAndDisposedForEveryKindOfSubject() {
        for kind in kinds {
            weak var weakSubject: Observable<Int>?
            let received = Captured<[String]>([])
            let subscription: Disposable
            var send: (Event<Int>) -> Void
            do {
                let made = kind.make()
                weakSubject = made.subject
                send = made.send
                subscription = made.subject.subscribe(
                    onNext: { received.value.append("next(\($0))") },
                    onError: { received.value.append("error(\($0))") },
                    onCompleted: { received.value.append("completed") },
                    onDisposed: { received.value.append("disposed") }
                )
            }
            send(.next(1))
            subscription.dispose()
            send(.next(2))
            send(.completed)
            subscription.dispose()
            let expected: [String] = switch kind.name {
            case "BehaviorSubject": ["next(0)", "next(1)", "disposed"]
            case "AsyncSubject": ["disposed"]
            default: ["next(1)", "disposed"]
            }
            XCTAssertEqual(received.value, expected, kind.name)
            XCTAssertNotNil(weakSubject, "\(kind.name): the test still holds the subject's sender")
            send = { _ in }
            XCTAssertNil(weakSubject, "\(kind.name): a disposed subscription does not hold its subject")
        }
    }

    func testTheEventHandlerOfSubscribeReceivesTheTerminalEventOnceForEveryKindOfSubject() {
        for kind in kinds {
            let received = Captured<[String]>([])
            let made = kind.make()
            let subscription = made.subject.subscribe { received.value.append($0.debugDescription) }
            made.send(.next(5))
            made.send(.completed)
            made.send(.next(6))
            let expected: [String] = switch kind.name {
            case "BehaviorSubject": ["next(0)", "next(5)", "completed"]
            default: ["next(5)", "completed"]
            }
            XCTAssertEqual(received.value, expected, kind.name)
            subscription.dispose()
        }
    }

    func testHandlersSubscribedToAnEndedSubjectAreAnsweredAtOnceAndNotStored() {
        for kind in kinds {
            let made = kind.make()
            made.send(.next(3))
            made.send(.error(SubjectTestError(code: 1)))
            let received = Captured<[String]>([])
            let subscription = made.subject.subscribe(
                onNext: { received.value.append("next(\($0))") },
                onError: { received.value.append("error \(($0 as? SubjectTestError)?.code ?? -1)") }
            )
            let expected: [String] = kind.name == "ReplaySubject" ? ["next(3)", "error 1"] : ["error 1"]
            XCTAssertEqual(received.value, expected, kind.name)
            subscription.dispose()
        }
        let disposedSubject = PublishSubject<Int>()
        disposedSubject.dispose()
        let received = Captured<[String]>([])
        let subscription = disposedSubject.subscribe(onError: { received.value.append("\($0)") })
        XCTAssertEqual(received.value.count, 1)
        XCTAssertTrue(received.value.first?.contains("disposed") ?? false, "\(received.value)")
        subscription.dispose()
    }

    func testHandlersThatDisposeTheirOwnSubscriptionReceiveNothingMore() {
        let subject = PublishSubject<Int>()
        let other = SubjectEventRecorder<Int>()
        let otherSubscription = subject.subscribe(other)
        let received = Captured<[Int]>([])
        let own = Captured<Disposable?>(nil)
        own.value = subject.subscribe(onNext: { element in
            received.value.append(element)
            own.value?.dispose()
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received.value, [1])
        XCTAssertEqual(other.elements, [1, 2])
        otherSubscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        own.value = nil
    }

    func testAStoredSubscriberCountsAsOneResourceWhileSubscribed() {
        let subject = PublishSubject<Int>()
        let before = Resources.total
        let subscription = subject.subscribe(onNext: { _ in })
        XCTAssertEqual(Resources.total, before + 1)
        subscription.dispose()
        XCTAssertEqual(Resources.total, before, "what subscribe returned holds nothing once disposed")
    }

    func testConcurrentDisposesOfStoredHandlersWhileEventsFlow() {
        disposeConcurrentlyWhileEventsFlow { subject in
            let kept = Captured<[Int]>([])
            return (subject.subscribe(onNext: { kept.value.append($0) }), { kept.value })
        } subscribeOther: { subject in
            subject.subscribe(onNext: { _ in })
        }
    }
}
