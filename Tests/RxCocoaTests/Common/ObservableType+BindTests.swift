import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

private final class Label {
    var text = ""
}

private struct BindFailure: Error {}

final class ObservableTypeBindTests: LeakCheckingTestCase {
    func testBindToOneObserverDeliversElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.createObserver(Int.self)
        let subscription = source.bind(to: observer)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
        subscription.dispose()
    }

    func testBindToSeveralObserversDeliversToEachInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let subscription = source.bind(to: first, second)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(210, 1), .completed(220)])
        subscription.dispose()
    }

    func testBindToOptionalObserversWrapsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.createObserver(Int?.self)
        let subscription = source.bind(to: observer)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, Optional(1)), .completed(220)])
        subscription.dispose()
    }

    func testBindToASubjectForwardsAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let observer = scheduler.createObserver(Int.self)
        let subject = PublishSubject<Int>()
        let subscriptions = [subject.subscribe(observer), source.bind(to: subject)]
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .error(220, testError)])
        subscriptions.forEach { $0.dispose() }
    }

    /// After `a` completes, `b` is completed too, and later `b.onNext` delivers nothing.
    func testBindingTwoSubjectsCompletesTheTarget() {
        let a = PublishSubject<String>()
        let b = PublishSubject<String>()
        let received = Captured<[String]>([])
        let completed = Captured(false)
        let subscription = b.subscribe(onNext: { received.value.append($0) }, onCompleted: { completed.value = true })
        let binding = a.bind(to: b)
        a.onNext("one")
        a.onCompleted()
        b.onNext("after completion")
        XCTAssertEqual(received.value, ["one"])
        XCTAssertTrue(completed.value)
        binding.dispose()
        subscription.dispose()
    }

    func testBindToABinderAppliesElements() {
        let label = Label()
        let binding = Observable.of("a", "b").bind(to: Binder(label, scheduler: CurrentThreadScheduler.instance) { $0.text = $1 })
        XCTAssertEqual(label.text, "b")
        binding.dispose()
    }

    func testBindToACurriedBinderHandsOverTheSequence() {
        let source = Observable.of(1, 2, 3)
        let count: Int = source.bind(to: { (sequence: Observable<Int>) -> Int in
            let total = Captured(0)
            _ = sequence.subscribe(onNext: { total.value += $0 })
            return total.value
        })
        XCTAssertEqual(count, 6)
    }

    func testBindToACurriedBinderWithArgument() {
        let source = Observable.of(1, 2)
        let binder: (Observable<Int>) -> (String) -> String = { sequence in
            { prefix in
                let parts = Captured<[String]>([])
                _ = sequence.subscribe(onNext: { parts.value.append("\(prefix)\($0)") })
                return parts.value.joined(separator: ",")
            }
        }
        XCTAssertEqual(source.bind(to: binder, curriedArgument: "n"), "n1,n2")
    }

    func testBindOnNextReceivesElements() {
        let received = Captured<[Int]>([])
        let binding = Observable.of(1, 2).bind(onNext: { received.value.append($0) })
        XCTAssertEqual(received.value, [1, 2])
        binding.dispose()
    }

    func testBindWithObjectReceivesTheObjectWhileAlive() {
        let label = Label()
        let subject = PublishSubject<String>()
        let binding = subject.bind(with: label) { label, text in label.text = text }
        subject.onNext("held")
        XCTAssertEqual(label.text, "held")
        binding.dispose()
    }

    func testBindingAnErrorToABinderNamesTheCallSite() {
        let bindingLine = #line + 3
        if ChildProcess.isRunning(case: "binder") {
            let label = Label()
            _ = Observable<String>.error(BindFailure()).bind(to: Binder(label, scheduler: CurrentThreadScheduler.instance) { $0.text = $1 })
            return
        }
        ChildProcess.assertProgrammerError(
            test: "ObservableTypeBindTests/testBindingAnErrorToABinderNamesTheCallSite",
            case: "binder",
            mentions: ["bind(to:)", "Binder<String>", "ObservableType+BindTests.swift:\(bindingLine)", "BindFailure"]
        )
    }

    func testBindingAnErrorWithOnNextNamesTheCallSite() {
        let bindingLine = #line + 2
        if ChildProcess.isRunning(case: "onNext") {
            _ = Observable<String>.error(BindFailure()).bind(onNext: { _ in })
            return
        }
        ChildProcess.assertProgrammerError(
            test: "ObservableTypeBindTests/testBindingAnErrorWithOnNextNamesTheCallSite",
            case: "onNext",
            mentions: ["bind(onNext:)", "ObservableType+BindTests.swift:\(bindingLine)", "BindFailure"]
        )
    }

    func testBindingAnErrorToARelayNamesTheCallSite() {
        let bindingLine = #line + 3
        if ChildProcess.isRunning(case: "relay") {
            let relay = BehaviorRelay(value: 0)
            _ = Observable<Int>.error(BindFailure()).bind(to: relay)
            return
        }
        ChildProcess.assertProgrammerError(
            test: "ObservableTypeBindTests/testBindingAnErrorToARelayNamesTheCallSite",
            case: "relay",
            mentions: ["bind(to:)", "BehaviorRelay", "ObservableType+BindTests.swift:\(bindingLine)", "BindFailure"]
        )
    }

    func testBindRecordsItsCallSiteInTheSubscriptionInspector() {
        let wasEnabled = SubscriptionInspector.isEnabled
        defer { SubscriptionInspector.isEnabled = wasEnabled }
        SubscriptionInspector.isEnabled = true
        let known = Set(SubscriptionInspector.liveSubscriptions.map(\.id))
        let subject = PublishSubject<Int>()
        let relay = PublishRelay<Int>()
        let toLine: UInt = #line + 1
        let toRelay = subject.bind(to: relay)
        let onNextLine: UInt = #line + 1
        let onNext = subject.bind(onNext: { _ in })
        let recorded = SubscriptionInspector.liveSubscriptions.filter { !known.contains($0.id) }
        XCTAssertEqual(recorded.map(\.line), [toLine, onNextLine])
        XCTAssertTrue(recorded.allSatisfy { $0.file?.hasSuffix("ObservableType+BindTests.swift") ?? false }, "\(recorded)")
        toRelay.dispose()
        onNext.dispose()
    }
}
