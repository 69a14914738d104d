import Foundation
import RxSwift
import XCTest

/// A test case that fails any test which leaves live RxSwift resources behind (sinks,
/// observers, subject subscriptions, disposables), as counted by `Resources.total`.
///
/// Resources released asynchronously (on a dispatch queue) are given up to
/// `resourceSettleTimeout` seconds to go.
open class LeakCheckingTestCase: XCTestCase {
    private var resourcesAtStart: Int32 = 0

    /// How long tear-down waits for asynchronously released resources.
    open var resourceSettleTimeout: TimeInterval { 2 }

    open override func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
    }

    open override func tearDown() {
        let deadline = Date().addingTimeInterval(resourceSettleTimeout)
        while Resources.total != resourcesAtStart && Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.005))
        }
        XCTAssertEqual(Resources.total, resourcesAtStart, "live RxSwift resources leaked by this test (Resources.total before vs after)")
        super.tearDown()
    }
}
