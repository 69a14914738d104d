import Foundation
import RxSwift
import RxTest
import XCTest

/// `SubscriptionInspector` lists the subscriptions made while it is on, until they end.
final class SubscriptionInspectorTests: LeakCheckingTestCase {
    private var wasEnabled = false

    override func setUp() {
        super.setUp()
        wasEnabled = SubscriptionInspector.isEnabled
    }

    override func tearDown() {
        SubscriptionInspector.isEnabled = wasEnabled
        super.tearDown()
    }

    private func newSubscriptions(after ids: Set<Int>) -> [SubscriptionInspector.Subscription] {
        SubscriptionInspector.liveSubscriptions.filter { !ids.contains($0.id) }
    }

    private var liveIDs: Set<Int> { Set(SubscriptionInspector.liveSubscriptions.map(\.id)) }

    func testNothingIsRecordedWhileOff() {
        SubscriptionInspector.isEnabled = false
        let before = liveIDs
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { _ in })
        subject.onNext(1)
        XCTAssertEqual(newSubscriptions(after: before).count, 0)
        subscription.dispose()
    }

    func testSubscribeWithHandlersIsRecordedWithItsCallSiteUntilDisposed() {
        SubscriptionInspector.isEnabled = true
        let before = liveIDs
        let subject = PublishSubject<Int>()
        let line: UInt = #line + 1
        let subscription = subject.map { $0 * 2 }.subscribe(onNext: { _ in })
        let recorded = newSubscriptions(after: before)
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first?.elementType, "Int")
        XCTAssertEqual(recorded.first?.line, line)
        XCTAssertTrue(recorded.first?.file?.hasSuffix("SubscriptionInspectorTests.swift") ?? false)
        XCTAssertEqual(recorded.first?.elementCount, 0)
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(newSubscriptions(after: before).first?.elementCount, 2)
        subscription.dispose()
        XCTAssertEqual(newSubscriptions(after: before).count, 0)
    }

    func testSubscriptionIsRemovedWhenTheSequenceCompletesOrFails() {
        SubscriptionInspector.isEnabled = true
        let before = liveIDs
        let completing = PublishSubject<String>()
        let failing = PublishSubject<String>()
        let completed = completing.subscribe(onNext: { _ in })
        let failed = failing.subscribe(onError: { _ in })
        XCTAssertEqual(newSubscriptions(after: before).map(\.elementType), ["String", "String"])
        completing.onCompleted()
        XCTAssertEqual(newSubscriptions(after: before).count, 1)
        failing.onError(TestError.some)
        XCTAssertEqual(newSubscriptions(after: before).count, 0)
        completed.dispose()
        failed.dispose()
    }

    func testEventHandlerAndObserverFormsAreRecordedAndCounted() {
        SubscriptionInspector.isEnabled = true
        let before = liveIDs
        let subject = PublishSubject<Int>()
        let line: UInt = #line + 1
        let handler = subject.subscribe { _ in }
        let observer = subject.filter { $0 > 1 }.subscribe(AnyObserver<Int> { _ in })
        subject.onNext(1)
        subject.onNext(2)
        let recorded = newSubscriptions(after: before)
        XCTAssertEqual(recorded.count, 2)
        XCTAssertEqual(recorded.first?.line, line)
        XCTAssertEqual(recorded.first?.elementCount, 2)
        XCTAssertEqual(recorded.first?.source, "PublishSubject<Int>")
        XCTAssertNil(recorded.last?.file)
        XCTAssertEqual(recorded.last?.location, "unknown location")
        XCTAssertEqual(recorded.last?.elementCount, 1)
        handler.dispose()
        XCTAssertEqual(newSubscriptions(after: before).count, 1)
        subject.onCompleted()
        XCTAssertEqual(newSubscriptions(after: before).count, 0)
        observer.dispose()
    }

    func testSubscriptionsMadeWhileOffStayUnlistedAfterSwitchingOn() {
        SubscriptionInspector.isEnabled = false
        let before = liveIDs
        let subject = PublishSubject<Int>()
        let early = subject.subscribe(onNext: { _ in })
        SubscriptionInspector.isEnabled = true
        let late = subject.subscribe(onNext: { _ in })
        SubscriptionInspector.isEnabled = false
        XCTAssertEqual(newSubscriptions(after: before).count, 1)
        late.dispose()
        XCTAssertEqual(newSubscriptions(after: before).count, 0)
        early.dispose()
    }

    func testReportAndDotListTheLiveSubscriptions() {
        SubscriptionInspector.isEnabled = true
        let before = liveIDs
        let subject = PublishSubject<Int>()
        let first = subject.subscribe(onNext: { _ in })
        let second = subject.subscribe(onNext: { _ in })
        subject.onNext(7)
        let recorded = newSubscriptions(after: before)
        let report = SubscriptionInspector.report(recorded)
        let lines = report.split(separator: "\n")
        XCTAssertEqual(lines.first, "2 live subscriptions:")
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines[1].contains("#\(recorded[0].id) Observable<Int> from PublishSubject<Int> subscribed at "), report)
        XCTAssertTrue(lines[1].contains("SubscriptionInspectorTests.swift:"), report)
        XCTAssertTrue(lines[1].contains(", 1 element, alive "), report)

        let dot = SubscriptionInspector.dot(recorded)
        XCTAssertTrue(dot.hasPrefix("digraph subscriptions {"), dot)
        XCTAssertTrue(dot.hasSuffix("}"), dot)
        let sourceID = try? XCTUnwrap(recorded[0].sourceID)
        let source = "source\(UInt(bitPattern: sourceID ?? 0))"
        XCTAssertEqual(recorded[0].sourceID, recorded[1].sourceID)
        XCTAssertEqual(dot.components(separatedBy: "\(source) [label=\"PublishSubject<Int>\"];").count, 2, dot)
        for subscription in recorded {
            XCTAssertTrue(dot.contains("\(source) -> subscription\(subscription.id) [label=\"1\"];"), dot)
            XCTAssertTrue(dot.contains("subscription\(subscription.id) [label=\"#\(subscription.id) Observable<Int>\\n"), dot)
        }
        first.dispose()
        second.dispose()
        XCTAssertEqual(SubscriptionInspector.report(newSubscriptions(after: before)), "0 live subscriptions:")
    }

    func testEachSubscriptionToAnOperatorHasItsOwnSourceNode() {
        SubscriptionInspector.isEnabled = true
        let before = liveIDs
        let subject = PublishSubject<Int>()
        let mapped = subject.map { $0 + 1 }
        let first = mapped.subscribe(onNext: { _ in })
        let second = mapped.subscribe(AnyObserver<Int> { _ in })
        let recorded = newSubscriptions(after: before)
        XCTAssertEqual(recorded.map(\.sourceID), [nil, nil])
        let dot = SubscriptionInspector.dot(recorded)
        for subscription in recorded {
            XCTAssertTrue(dot.contains("source_of_\(subscription.id) -> subscription\(subscription.id) [label=\"0\"];"), dot)
        }
        first.dispose()
        second.dispose()
    }

    func testRegistrationFromManyThreadsIsConsistent() {
        SubscriptionInspector.isEnabled = true
        let before = liveIDs
        let subject = PublishSubject<Int>()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<200 {
                let subscription = subject.subscribe(onNext: { _ in })
                subject.onNext(1)
                subscription.dispose()
            }
        }
        XCTAssertEqual(newSubscriptions(after: before).count, 0)
    }
}

private enum TestError: Error {
    case some
}

/// The chains of the recorded subscriptions: the operators from the sources to the subscriber.
final class SubscriptionInspectorChainTests: LeakCheckingTestCase {
    private var wasEnabled = false

    override func setUp() {
        super.setUp()
        wasEnabled = SubscriptionInspector.isEnabled
        SubscriptionInspector.isEnabled = true
    }

    override func tearDown() {
        SubscriptionInspector.isEnabled = wasEnabled
        super.tearDown()
    }

    /// Subscribes with `subscribe`, and returns the chain the inspector recorded for it.
    private func chain(of subscribe: () -> Disposable) -> String? {
        let before = Set(SubscriptionInspector.liveSubscriptions.map(\.id))
        let subscription = subscribe()
        defer { subscription.dispose() }
        let recorded = SubscriptionInspector.liveSubscriptions.filter { !before.contains($0.id) }
        XCTAssertEqual(recorded.count, 1, SubscriptionInspector.report(recorded))
        return recorded.first?.chain?.description
    }

    func testChainListsTheOperatorsFromTheSourceToTheSubscriber() {
        let subject = PublishSubject<Int>()
        XCTAssertEqual(chain { subject.map { $0 * 2 }.filter { $0 > 0 }.subscribe(onNext: { _ in }) }, "PublishSubject<Int> -> map -> filter")
        XCTAssertEqual(chain { subject.subscribe(onNext: { _ in }) }, "PublishSubject<Int>")
    }

    func testChainOfSeveralSourcesListsThemInTheOrderTheyWereSubscribed() {
        let subject = PublishSubject<Int>()
        let combined = Observable.combineLatest(subject, Observable.just(1)).map { $0 + $1 }
        XCTAssertEqual(chain { combined.subscribe(onNext: { _ in }) }, "(PublishSubject<Int>, just) -> combineLatest -> map")
        XCTAssertEqual(chain { Observable.merge(subject, Observable.never()).subscribe { _ in } }, "(PublishSubject<Int>, never) -> merge")
    }

    func testOperatorsAreNamedAsTheyAreCalled() {
        let subject = PublishSubject<Int>()
        let scheduler = TestScheduler(initialClock: 0)
        let sequence = subject
            .take(5).skip(1).scan(0, accumulator: +).distinctUntilChanged().startWith(0)
            .compactMap { $0 }.debounce(.seconds(1), scheduler: scheduler).do(onNext: { _ in })
            .take(while: { _ in true }).catchAndReturn(0).share(replay: 1)
        XCTAssertEqual(
            chain { sequence.subscribe(onNext: { _ in }) },
            "PublishSubject<Int> -> take -> skip -> scan -> distinctUntilChanged -> startWith -> compactMap -> debounce -> do -> take(while:) -> catchAndReturn -> share"
        )
        XCTAssertEqual(chain { Observable<Int>.create { _ in Disposables.create() }.subscribe() }, "create")
        XCTAssertEqual(chain { Observable.of(1, 2).concat(Observable.never()).subscribe() }, "from -> concat")
    }

    func testInnerSequencesSubscribedLaterAreNotTakenForSources() {
        let subject = PublishSubject<Int>()
        let before = Set(SubscriptionInspector.liveSubscriptions.map(\.id))
        let subscription = subject.flatMap { _ in Observable<Int>.never() }.subscribe(onNext: { _ in })
        subject.onNext(1)
        subject.onNext(2)
        let recorded = SubscriptionInspector.liveSubscriptions.filter { !before.contains($0.id) }
        XCTAssertEqual(recorded.map { $0.chain?.description }, ["PublishSubject<Int> -> flatMap"])
        subscription.dispose()
        // The inner sequences of a synchronous source come from the trampoline, after the chain ended.
        XCTAssertEqual(chain { Observable.range(start: 0, count: 3).flatMap { _ in Observable<Int>.never() }.subscribe() }, "range -> flatMap")
    }

    func testSubjectsOwnObserverSubscriptionIsRecordedAndEndsWithIt() {
        let subject = PublishSubject<Int>()
        let relayed = BehaviorSubject(value: 0)
        let before = Set(SubscriptionInspector.liveSubscriptions.map(\.id))
        let subscription = subject.subscribe(relayed)
        subject.onNext(1)
        let recorded = SubscriptionInspector.liveSubscriptions.filter { !before.contains($0.id) }
        XCTAssertEqual(recorded.map(\.source), ["PublishSubject<Int>"])
        XCTAssertEqual(recorded.map(\.elementCount), [1])
        XCTAssertEqual(recorded.map { $0.chain?.description }, ["PublishSubject<Int>"])
        subject.onCompleted()
        XCTAssertEqual(SubscriptionInspector.liveSubscriptions.filter { !before.contains($0.id) }.count, 0)
        subscription.dispose()
    }

    func testNestedSubscriptionMadeWhileAChainIsBuiltHasItsOwnChain() {
        let outer = BehaviorSubject(value: 1)
        let inner = PublishSubject<Int>()
        let before = Set(SubscriptionInspector.liveSubscriptions.map(\.id))
        let innerSubscription = Captured<Disposable?>(nil)
        let subscription = outer.map { $0 }.subscribe(onNext: { _ in
            innerSubscription.value = inner.filter { $0 > 0 }.subscribe(onNext: { _ in })
        })
        let recorded = SubscriptionInspector.liveSubscriptions.filter { !before.contains($0.id) }
        XCTAssertEqual(recorded.map { $0.chain?.description }, ["BehaviorSubject<Int> -> map", "PublishSubject<Int> -> filter"])
        innerSubscription.value?.dispose()
        subscription.dispose()
    }

    func testDotDrawsEachLinkAndASharedSourceOnce() {
        let subject = PublishSubject<Int>()
        let before = Set(SubscriptionInspector.liveSubscriptions.map(\.id))
        let first = subject.map { $0 }.subscribe(onNext: { _ in })
        let second = Observable.combineLatest(subject, Observable.just(2)).subscribe(onNext: { _ in })
        let recorded = SubscriptionInspector.liveSubscriptions.filter { !before.contains($0.id) }
        let dot = SubscriptionInspector.dot(recorded)
        let subjectNode = "source\(UInt(bitPattern: recorded[0].chain?.sources.first?.sourceID ?? 0))"
        XCTAssertEqual(dot.components(separatedBy: "\(subjectNode) [label=\"PublishSubject<Int>\"];").count, 2, dot)
        XCTAssertTrue(dot.contains("\(subjectNode) -> source_of_\(recorded[0].id);"), dot)
        XCTAssertTrue(dot.contains("source_of_\(recorded[0].id) [label=\"map\"];"), dot)
        XCTAssertTrue(dot.contains("\(subjectNode) -> source_of_\(recorded[1].id);"), dot)
        let justNode = "source\(UInt(bitPattern: recorded[1].chain?.sources.last?.sourceID ?? 0))"
        XCTAssertTrue(dot.contains("\(justNode) [label=\"just\"];"), dot)
        XCTAssertTrue(dot.contains("\(justNode) -> source_of_\(recorded[1].id);"), dot)
        XCTAssertTrue(dot.contains("source_of_\(recorded[1].id) -> subscription\(recorded[1].id) [label=\"0\"];"), dot)
        first.dispose()
        second.dispose()
    }

    func testTraitSubscriptionsRecordTheirCaller() {
        let before = Set(SubscriptionInspector.liveSubscriptions.map(\.id))
        let lines: [UInt] = [#line + 2, #line + 3, #line + 4, #line + 5, #line + 6, #line + 7]
        let subscriptions = [
            Single<Int>.never().subscribe(onSuccess: { _ in }),
            Single<Int>.never().subscribe { _ in },
            Maybe<Int>.never().subscribe(onSuccess: { _ in }),
            Completable.never().subscribe(onCompleted: {}),
            Infallible<Int>.never().subscribe(onNext: { _ in }),
            Infallible<Int>.never().subscribe(with: self, onNext: { _, _ in }),
        ]
        let recorded = SubscriptionInspector.liveSubscriptions.filter { !before.contains($0.id) }
        XCTAssertEqual(recorded.map(\.line), lines)
        XCTAssertTrue(recorded.allSatisfy { $0.file?.hasSuffix("SubscriptionInspectorTests.swift") ?? false }, "\(recorded)")
        subscriptions.forEach { $0.dispose() }
    }
}
