import RxSwift

/// The ticks at which a test sequence was subscribed and unsubscribed; `unsubscribe` is
/// `Int.max` while the subscription is still active.
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible, Sendable {
    /// The tick of the subscription.
    public let subscribe: TestTime
    /// The tick of the disposal, or `Int.max` if not disposed.
    public let unsubscribe: TestTime

    /// A subscription made at `subscribe` and still active.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    /// A subscription made at `subscribe` and disposed at `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// Hashes both ticks.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(subscribe)
        hasher.combine(unsubscribe)
    }

    /// The two ticks, such as `(200 : 1000)`, with `Infinity` for an active subscription.
    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : String(unsubscribe)
        return "(\(subscribe) : \(end))"
    }
}
