import RxSwift

/// What a leak check remembers from the start of a test: the count of live RxSwift resources
/// (`Resources.total`) and the newest live subscription, so that the end of the test can tell
/// whether anything was left live and, with `SubscriptionInspector` on, list what.
///
/// `LeakCheckingTestCase` and the `.checksForLeaks` trait both check through it; they differ
/// only in how they wait for resources released asynchronously.
struct LeakCheck: Sendable {
    /// `Resources.total` at the start.
    let resourcesAtStart: Int32
    private let lastSubscriptionIDAtStart: Int

    /// Takes the counts now.
    init() {
        resourcesAtStart = Resources.total
        lastSubscriptionIDAtStart = SubscriptionInspector.liveSubscriptions.last?.id ?? 0
    }

    /// Whether as many resources are live as at the start.
    var isBalanced: Bool {
        Resources.total == resourcesAtStart
    }

    /// The inspector's report of the subscriptions made since the start that are still live,
    /// or `nil` when the inspector is off.
    func leakedSubscriptionsReport() -> String? {
        guard SubscriptionInspector.isEnabled else { return nil }
        let leaked = SubscriptionInspector.liveSubscriptions.filter { $0.id > lastSubscriptionIDAtStart }
        return "subscriptions made by this test and still live, " + SubscriptionInspector.report(leaked)
    }
}
