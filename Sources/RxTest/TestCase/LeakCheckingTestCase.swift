import Foundation
import RxSwift
import XCTest

/// A test case that fails any test which leaves live RxSwift resources behind (sinks,
/// observers, subject subscriptions, disposables), as counted by `Resources.total`.
///
/// Resources released asynchronously (on a dispatch queue) are given up to
/// `resourceSettleTimeout` seconds to go. When `SubscriptionInspector` is on (`RX_INSPECTOR=1`),
/// a failing test also prints the subscriptions it made that are still live.
open class LeakCheckingTestCase: XCTestCase {
    private var resourcesAtStart: Int32 = 0
    private var lastSubscriptionIDAtStart = 0

    /// How long tear-down waits for asynchronously released resources.
    open var resourceSettleTimeout: TimeInterval { 2 }

    open override func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
        lastSubscriptionIDAtStart = SubscriptionInspector.liveSubscriptions.last?.id ?? 0
    }

    /// The inspector's report of the subscriptions made since `setUp` that are still live, or
    /// `nil` when the inspector is off.
    ///
    /// Only subscriptions newer than the newest one live at `setUp` are listed.
    public final func leakedSubscriptionsReport() -> String? {
        guard SubscriptionInspector.isEnabled else { return nil }
        let leaked = SubscriptionInspector.liveSubscriptions.filter { $0.id > lastSubscriptionIDAtStart }
        return "subscriptions made by this test and still live, " + SubscriptionInspector.report(leaked)
    }

    open override func tearDown() {
        let deadline = Date().addingTimeInterval(resourceSettleTimeout)
        while Resources.total != resourcesAtStart && Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.005))
        }
        XCTAssertEqual(Resources.total, resourcesAtStart, "live RxSwift resources leaked by this test (Resources.total before vs after)")
        if Resources.total != resourcesAtStart, let report = leakedSubscriptionsReport() {
            print(report)
        }
        super.tearDown()
    }
}
