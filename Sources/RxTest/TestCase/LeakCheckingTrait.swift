import RxSwift
import Testing

/// A Swift Testing trait that fails a test, or a whole suite, which leaves live RxSwift
/// resources behind (sinks, observers, subject subscriptions, disposables), as counted by
/// `Resources.total`: the Swift Testing form of `LeakCheckingTestCase`.
///
/// `@Test(.checksForLeaks)` checks one test (each argument of a parameterized test on its own);
/// `@Suite(.checksForLeaks)` checks the suite's tests together, once they have all run.
/// Resources released asynchronously are given up to two seconds to go
/// (`.checksForLeaks(settleTimeout:)` sets another time). A leak is an `Issue`
/// at the test's declaration; with `SubscriptionInspector` on (`RX_INSPECTOR=1`) it lists
/// the subscriptions made in the scope that are still live.
///
/// `Resources.total` counts the whole process and Swift Testing runs tests in parallel, so
/// checked scopes take turns: one runs at a time. A test without the trait that subscribes
/// while a checked scope runs can still change the count; give every test that subscribes the
/// trait (on its suite, say). A checked test inside a checked suite is covered by the suite's
/// check and is not checked again.
public struct LeakCheckingTrait: TestTrait, SuiteTrait, TestScoping {
    /// How long the check waits for resources released asynchronously.
    let settleTimeout: Duration
    /// How long the check sleeps between two looks at the count while it waits.
    private static let settlePollInterval: Duration = .milliseconds(5)
    /// Set for the tasks of a checked scope, so that a nested scope neither checks a count its
    /// siblings change nor waits for the turn its own scope holds.
    @TaskLocal private static var isInCheckedScope = false
    /// The turns of the checked scopes.
    private static let turns = Turns()

    /// Runs the test or suite between two counts of the live resources and records an issue
    /// when the second is higher.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        if Self.isInCheckedScope {
            try await function()
            return
        }
        await Self.turns.begin()
        let check = LeakCheck()
        let outcome: Result<Void, any Error>
        do {
            try await Self.$isInCheckedScope.withValue(true) { try await function() }
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: settleTimeout)
        while !check.isBalanced && clock.now < deadline {
            try? await Task.sleep(for: Self.settlePollInterval)
        }
        let resourcesAtEnd = Resources.total
        await Self.turns.end()
        if resourcesAtEnd != check.resourcesAtStart {
            let scope = test.isSuite ? "suite" : "test"
            let listing = check.leakedSubscriptionsReport() ?? "(run with \(SubscriptionInspector.environmentVariable)=1 to list the live subscriptions)"
            Issue.record(
                "live RxSwift resources leaked by this \(scope): Resources.total was \(check.resourcesAtStart) before and \(resourcesAtEnd) after\n\(listing)",
                sourceLocation: test.sourceLocation
            )
        }
        try outcome.get()
    }
}

extension Trait where Self == LeakCheckingTrait {
    /// Fails the test, or the suite, if it leaves live RxSwift resources behind; with
    /// `RX_INSPECTOR=1` the failure lists the live subscriptions (see `LeakCheckingTrait`).
    public static var checksForLeaks: Self {
        LeakCheckingTrait(settleTimeout: .seconds(2))
    }

    /// Fails the test, or the suite, if it leaves live RxSwift resources behind once
    /// `settleTimeout` has passed for those released asynchronously.
    public static func checksForLeaks(settleTimeout: Duration) -> Self {
        LeakCheckingTrait(settleTimeout: settleTimeout)
    }
}

/// One-at-a-time turns for the checked scopes: `begin()` waits (suspending, not blocking a
/// thread) until no other scope holds the turn; `end()` hands it to the longest waiting one.
private actor Turns {
    private var isTaken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func begin() async {
        guard isTaken else {
            isTaken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func end() {
        if waiting.isEmpty {
            isTaken = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
