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
    private var leakCheck = LeakCheck()

    /// How long tear-down waits for asynchronously released resources.
    open var resourceSettleTimeout: TimeInterval { 2 }

    /// Records how many resources are live before the test runs; an override must call it.
    open override func setUp() {
        super.setUp()
        leakCheck = LeakCheck()
    }

    /// The inspector's report of the subscriptions made since `setUp` that are still live, or
    /// `nil` when the inspector is off.
    ///
    /// Only subscriptions newer than the newest one live at `setUp` are listed.
    public final func leakedSubscriptionsReport() -> String? {
        leakCheck.leakedSubscriptionsReport()
    }

    /// Fails the test when more resources are live than before it ran, after waiting up to
    /// `resourceSettleTimeout` for those released asynchronously; an override must call it.
    open override func tearDown() {
        let deadline = Date().addingTimeInterval(resourceSettleTimeout)
        while !leakCheck.isBalanced && Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.005))
        }
        XCTAssertEqual(Resources.total, leakCheck.resourcesAtStart, "live RxSwift resources leaked by this test (Resources.total before vs after)")
        if !leakCheck.isBalanced, let report = leakedSubscriptionsReport() {
            print(report)
        }
        super.tearDown()
    }
}
