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
        /// The sequences the subscription is made of, from its sources to the subscribed
        /// sequence; `nil` when it was not built on the subscribing thread.
        public let chain: Link?
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

        /// One line: id, element type, chain (or source), location, element count and age.
        public var description: String {
            let age = String(format: "%.3f", self.age)
            let elements = elementCount == 1 ? "1 element" : "\(elementCount) elements"
            let origin = chain.map(\.description) ?? source
            return "#\(id) Observable<\(elementType)> from \(origin) subscribed at \(location), \(elements), alive \(age) s"
        }
    }

    /// Whether new subscriptions are recorded. Setting it does not affect subscriptions made
    /// before: those recorded stay listed until they end.
    public static var isEnabled: Bool {
        get { Hooks.currentSubscriptionFlags & Hooks.inspectorBit != 0 }
        // Set explicitly, the environment no longer decides.
        set { Hooks.setSubscriptionFlag(Hooks.inspectorBit, to: newValue, clearing: Hooks.environmentUnreadBit) }
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

    /// A Graphviz DOT graph of `subscriptions` (by default the live ones): one node per link of
    /// each chain (a subject or another shared sequence is one node for all the subscriptions
    /// to it), an edge from each source to the sequence that subscribed it, and one node per
    /// subscriber with an edge labelled with its element count. Render it with `dot -Tsvg`.
    public static func dot(_ subscriptions: [Subscription]? = nil) -> String {
        let subscriptions = subscriptions ?? liveSubscriptions
        var graph = DotGraph()
        for subscription in subscriptions {
            let label = escaped("#\(subscription.id) Observable<\(subscription.elementType)>") + "\\n" + escaped(subscription.location)
            graph.lines.append("  subscription\(subscription.id) [label=\"\(label)\", shape=ellipse];")
            let source = subscription.chain.map { graph.draw($0, node: "source_of_\(subscription.id)") }
                ?? graph.declare(subscription.sourceID.map(sharedNode) ?? "source_of_\(subscription.id)", label: subscription.source)
            graph.lines.append("  \(source) -> subscription\(subscription.id) [label=\"\(subscription.elementCount)\"];")
        }
        return (["digraph subscriptions {", "  rankdir=LR;", "  node [shape=box];"] + graph.lines + ["}"]).joined(separator: "\n")
    }

    /// The lines of a DOT graph, and the nodes already declared in it.
    private struct DotGraph {
        var lines: [String] = []
        var declared: Set<String> = []

        /// Declares `node` (once) with `label`, and returns it.
        mutating func declare(_ node: String, label: String) -> String {
            if declared.insert(node).inserted {
                lines.append("  \(node) [label=\"\(SubscriptionInspector.escaped(label))\"];")
            }
            return node
        }

        /// Draws `link` and its sources (once for a shared sequence), naming the nodes of
        /// unshared ones after `node`; returns the link's node.
        mutating func draw(_ link: Link, node: String) -> String {
            let name = link.sourceID.map(SubscriptionInspector.sharedNode) ?? node
            guard !declared.contains(name) else { return name }
            _ = declare(name, label: link.name)
            for (index, source) in link.sources.enumerated() {
                let sourceNode = draw(source, node: "\(node)_\(index)")
                lines.append("  \(sourceNode) -> \(name);")
            }
            return name
        }
    }

    private static func sharedNode(_ sourceID: Int) -> String {
        "source\(UInt(bitPattern: sourceID))"
    }

    fileprivate static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    struct Registry {
        var nextID = 1
        var live: [Int: InspectedSubscription] = [:]
    }

    static let registry = LockedValue(Registry())

    /// Records a new subscription to the sequence of type `sourceType` and kind `kind`, made by
    /// the operator function `operatorFunction` when known and identified by `source` (`Observable.inspectorIdentity()`), and starts its chain; the
    /// subscription form then subscribes the sequence's `subscribeEvents`, calls `endChain`, and
    /// calls `end()` on what this returns when the subscription ends or is disposed.
    ///
    /// It takes the sequence's type and identity rather than the sequence: an `@inlinable`
    /// `subscribe` that handed the sequence itself to this function (or took its address) would
    /// let it escape, and the compiler would then allocate the last producer of a chain built
    /// and subscribed in one function on the heap, even while the inspector is off (measured:
    /// one allocation more per `subscribe_dispose` cycle).
    @usableFromInline
    static func register(
        sourceType: Any.Type, operatorFunction: StaticString?, source: Int?, kind: ChainLinkKind, elementType: Any.Type, file: StaticString?, line: UInt?
    ) -> InspectedSubscription {
        // Only facts are kept here; names are formatted when the list is taken.
        let record = registry.withLock { registry in
            let record = InspectedSubscription(
                id: registry.nextID, elementType: elementType, sourceType: sourceType, sourceID: source, file: file, line: line
            )
            registry.nextID += 1
            registry.live[record.id] = record
            return record
        }
        ChainBuilder.current.beginRoot(record, sequenceType: sourceType, operatorFunction: operatorFunction, kind: kind, identity: source)
        return record
    }
}

/// The inspector's record of one live subscription: fixed facts and an element counter.
@usableFromInline
final class InspectedSubscription: Sendable {
    let id: Int
    let elementType: Any.Type
    let sourceType: Any.Type
    let sourceID: Int?
    let file: StaticString?
    let line: UInt
    let createdAt = Date()
    @usableFromInline let elements = Atomic<Int>(0)
    /// Set by the thread that makes the subscription, once its first link is known.
    let chain = Mutex<ChainRecord?>(nil)

    init(id: Int, elementType: Any.Type, sourceType: Any.Type, sourceID: Int?, file: StaticString?, line: UInt?) {
        self.id = id
        self.elementType = elementType
        self.sourceType = sourceType
        self.sourceID = sourceID
        self.file = file
        self.line = line ?? 0
    }

    /// Counts one element received by the subscriber.
    @inlinable
    func countElement() {
        elements.wrappingAdd(1, ordering: .relaxed)
    }

    /// `onNext` (which may be `nil`) preceded by counting the element.
    @inlinable
    func counting<Element>(_ onNext: ((Element) -> Void)?) -> ((Element) -> Void)? {
        { element in
            self.countElement()
            onNext?(element)
        }
    }

    /// `on` preceded by counting the element of each `next` event.
    @inlinable
    func counting<Element>(_ on: @escaping (Event<Element>) -> Void) -> (Event<Element>) -> Void {
        { event in
            if case .next = event { self.countElement() }
            on(event)
        }
    }

    /// `onDisposed` (which may be `nil`) preceded by ending the record.
    @inlinable
    func ending(_ onDisposed: (() -> Void)?) -> (() -> Void)? {
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
            id: id, elementType: String(describing: elementType), source: String(describing: sourceType), sourceID: sourceID,
            file: file.map { "\($0)" }, line: file == nil ? nil : line, chain: chain.withLock { $0 }?.link,
            elementCount: elements.load(ordering: .relaxed), createdAt: createdAt
        )
    }
}
