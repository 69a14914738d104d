import XCTest

extension XCTestCase {
    /// Runs `body` as main-actor code, as a UI test must: the test toolkit's controls and lists
    /// are main-actor classes, as UIKit's and GTK's are. XCTest runs synchronous tests on the
    /// main thread but, on Linux, cannot call a test method declared `@MainActor`.
    func onMain<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
        try MainActor.assumeIsolated(body)
    }
}
