import Foundation
import RxSwift
import RxTest
import XCTest

/// `LeakCheckingTestCase` reports, with the inspector on, the subscriptions a test leaves live.
final class LeakCheckingTestCaseTests: LeakCheckingTestCase {
    func testNoReportWhileTheInspectorIsOff() {
        let wasEnabled = SubscriptionInspector.isEnabled
        defer { SubscriptionInspector.isEnabled = wasEnabled }
        SubscriptionInspector.isEnabled = false
        XCTAssertNil(leakedSubscriptionsReport())
    }

    func testReportListsWhatTheTestLeftLive() {
        let wasEnabled = SubscriptionInspector.isEnabled
        defer { SubscriptionInspector.isEnabled = wasEnabled }
        SubscriptionInspector.isEnabled = true
        let subject = PublishSubject<Int>()
        let ended = subject.subscribe(onNext: { _ in })
        ended.dispose()
        let line = #line + 1
        let leaked = subject.subscribe(onNext: { _ in })
        subject.onNext(1)
        let report = leakedSubscriptionsReport() ?? ""
        XCTAssertTrue(report.hasPrefix("subscriptions made by this test and still live, 1 live subscription:"), report)
        XCTAssertTrue(report.contains("Observable<Int> from PublishSubject<Int> subscribed at "), report)
        XCTAssertTrue(report.contains("LeakCheckingTestCaseTests.swift:\(line), 1 element"), report)
        leaked.dispose()
        XCTAssertEqual(leakedSubscriptionsReport(), "subscriptions made by this test and still live, 0 live subscriptions:")
    }
}
