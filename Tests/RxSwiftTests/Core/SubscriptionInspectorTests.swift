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
