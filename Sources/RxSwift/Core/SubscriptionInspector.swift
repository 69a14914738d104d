import Foundation
import Synchronization

/// Lists the live subscriptions of the program, so that a leak is found by looking rather than
/// by bisecting.
///
/// It is off by default. Switch it on with the environment variable `RX_INSPECTOR=1` (read
/// once, at the first subscription) or with `SubscriptionInspector.isEnabled = true`. When off,
/// a subscription costs one relaxed atomic load more and its elements cost nothing. When on,
/// every subscription made through `subscribe(onNext:onError:onCompleted:onDisposed:)`,
/// `subscribe(with:...)`, `subscribe(_ on:)` or a producer's `subscribe(_ observer:)` is recorded
/// until it is disposed or its sequence ends, with its element type, its source, where it was
/// made (file and line for the closure forms) and how many elements it received.
/// Subscriptions made while it was off are never listed.
public enum SubscriptionInspector {
    /// The environment variable that switches the inspector on: `1`, `true` or `yes`.
    public static let environmentVariable = "RX_INSPECTOR"

    /// One live subscription, as seen when the list was taken.
    public struct Subscription: Sendable, CustomStringConvertible {
        /// Identifies the subscription; later subscriptions have larger ids.
        public let id: Int
        /// The element type of the subscribed sequence, for example `Int`.
        public let elementType: String
        /// The type of the subscribed sequence, for example `PublishSubject<Int>`; operators
        /// appear as the library's producer type.
        public let source: String
        /// Identifies the subscribed sequence among the live subscriptions when it is a subject
        /// or another shared sequence: two subscriptions to it have the same `sourceID`. `nil`
        /// for an operator's sequence, which runs a chain of its own for each subscription.
        public let sourceID: Int?
        /// The file of the `subscribe` call, when the subscription form records it.
        public let file: String?
        /// The line of the `subscribe` call, when the subscription form records it.
        public let line: UInt?
        /// How many elements the subscriber received so far.
        public let elementCount: Int
        /// When the subscription was made.
        public let createdAt: Date

        /// How long the subscription has lived, in seconds.
        public var age: TimeInterval { Date().timeIntervalSince(createdAt) }

        /// `file:line`, or `unknown location` when it was not recorded.
        public var location: String {
            guard let file else { return "unknown location" }
            return line.map { "\(file):\($0)" } ?? file
        }

        /// One line: id, element type, source, location, element count and age.
        public var description: String {
            let age = String(format: "%.3f", self.age)
            let elements = elementCount == 1 ? "1 element" : "\(elementCount) elements"
            return "#\(id) Observable<\(elementType)> from \(source) subscribed at \(location), \(elements), alive \(age) s"
        }
    }

    /// Whether new subscriptions are recorded. Setting it does not affect subscriptions made
    /// before: those recorded stay listed until they end.
    public static var isEnabled: Bool {
        get { Hooks.subscriptionFlags.load(ordering: .relaxed) & Hooks.inspectorBit != 0 }
        set {
            if newValue {
                Hooks.subscriptionFlags.bitwiseOr(Hooks.inspectorBit, ordering: .relaxed)
            } else {
                Hooks.subscriptionFlags.bitwiseAnd(~Hooks.inspectorBit, ordering: .relaxed)
            }
        }
    }

    /// The recorded subscriptions that are still live, oldest first.
    public static var liveSubscriptions: [Subscription] {
        let records = registry.withLock { Array($0.live.values) }
        return records.map(\.snapshot).sorted { $0.id < $1.id }
    }

    /// A text report of `subscriptions` (by default the live ones): a count, then one line
    /// each.
    public static func report(_ subscriptions: [Subscription]? = nil) -> String {
        let subscriptions = subscriptions ?? liveSubscriptions
        let count = subscriptions.count == 1 ? "1 live subscription" : "\(subscriptions.count) live subscriptions"
        return ([count + ":"] + subscriptions.map { "  " + $0.description }).joined(separator: "\n")
    }

    /// A Graphviz DOT graph of `subscriptions` (by default the live ones): one node per source
    /// (shared by the subscriptions to one subject or other shared sequence), one per
    /// subscriber, and an edge from each source to its subscribers labelled with the element
    /// count. Render it with `dot -Tsvg`.
    public static func dot(_ subscriptions: [Subscription]? = nil) -> String {
        let subscriptions = subscriptions ?? liveSubscriptions
        var lines = ["digraph subscriptions {", "  rankdir=LR;", "  node [shape=box];"]
        var sources = Set<String>()
        for subscription in subscriptions where sources.insert(sourceNode(subscription)).inserted {
            lines.append("  \(sourceNode(subscription)) [label=\"\(escaped(subscription.source))\"];")
        }
        for subscription in subscriptions {
            let label = escaped("#\(subscription.id) Observable<\(subscription.elementType)>") + "\\n" + escaped(subscription.location)
            lines.append("  subscription\(subscription.id) [label=\"\(label)\", shape=ellipse];")
            lines.append("  \(sourceNode(subscription)) -> subscription\(subscription.id) [label=\"\(subscription.elementCount)\"];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private static func sourceNode(_ subscription: Subscription) -> String {
        subscription.sourceID.map { "source\(UInt(bitPattern: $0))" } ?? "source_of_\(subscription.id)"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    struct Registry {
        var nextID = 1
        var live: [Int: InspectedSubscription] = [:]
    }

    static let registry = LockedValue(Registry())

    /// Records a new subscription to the sequence of type `sourceType` identified by `source`
    /// (`Observable.inspectorIdentity()`); the subscription form calls `end()` on what it returns
    /// when it ends or is disposed.
    ///
    /// It takes the sequence's type and identity rather than the sequence: an `@inlinable`
    /// `subscribe` that handed the sequence itself to this function (or took its address) would
    /// let it escape, and the compiler would then allocate the last producer of a chain built
    /// and subscribed in one function on the heap, even while the inspector is off (measured:
    /// one allocation more per `subscribe_dispose` cycle).
    @usableFromInline
    static func register(sourceType: Any.Type, source: Int?, elementType: Any.Type, file: StaticString?, line: UInt?) -> InspectedSubscription {
        let sourceName = String(describing: sourceType)
        let typeName = String(describing: elementType)
        let sourceID = source
        let fileName = file.map { "\($0)" }
        return registry.withLock { registry in
            let record = InspectedSubscription(
                id: registry.nextID, elementType: typeName, source: sourceName, sourceID: sourceID,
                file: fileName, line: file == nil ? nil : line
            )
            registry.nextID += 1
            registry.live[record.id] = record
            return record
        }
    }
}

/// The inspector's record of one live subscription: fixed facts and an element counter.
@usableFromInline
final class InspectedSubscription: Sendable {
    let id: Int
    let elementType: String
    let source: String
    let sourceID: Int?
    let file: String?
    let line: UInt?
    let createdAt = Date()
    @usableFromInline let elements = Atomic<Int>(0)

    init(id: Int, elementType: String, source: String, sourceID: Int?, file: String?, line: UInt?) {
        self.id = id
        self.elementType = elementType
        self.source = source
        self.sourceID = sourceID
        self.file = file
        self.line = line
    }

    /// Counts one element received by the subscriber.
    @inlinable
    func countElement() {
        elements.wrappingAdd(1, ordering: .relaxed)
    }

    /// `onNext` (which may be `nil`) preceded by counting the element.
    @inlinable
    func counting<Element>(_ onNext: (@Sendable (Element) -> Void)?) -> (@Sendable (Element) -> Void)? {
        { element in
            self.countElement()
            onNext?(element)
        }
    }

    /// `on` preceded by counting the element of each `next` event.
    @inlinable
    func counting<Element>(_ on: @escaping @Sendable (Event<Element>) -> Void) -> @Sendable (Event<Element>) -> Void {
        { event in
            if case .next = event { self.countElement() }
            on(event)
        }
    }

    /// `onDisposed` (which may be `nil`) preceded by ending the record.
    @inlinable
    func ending(_ onDisposed: (@Sendable () -> Void)?) -> (@Sendable () -> Void)? {
        {
            self.end()
            onDisposed?()
        }
    }

    /// The subscription ended or was disposed: it is no longer listed.
    @usableFromInline
    func end() {
        let id = self.id
        _ = SubscriptionInspector.registry.withLock { $0.live.removeValue(forKey: id) }
    }

    var snapshot: SubscriptionInspector.Subscription {
        SubscriptionInspector.Subscription(
            id: id, elementType: elementType, source: source, sourceID: sourceID, file: file,
            line: line, elementCount: elements.load(ordering: .relaxed), createdAt: createdAt
        )
    }
}
