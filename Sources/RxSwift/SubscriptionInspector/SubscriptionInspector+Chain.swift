import Synchronization

extension SubscriptionInspector {
    /// One sequence of a recorded subscription's chain, with the sequences it subscribed to
    /// while the subscription was being made.
    public struct Link: Sendable, CustomStringConvertible {
        /// The operator (`map`, `combineLatest`, `just`) or, for a subject or another
        /// sequence that several subscriptions share, its type (`PublishSubject<Int>`).
        public let name: String
        /// Identifies a shared sequence (a subject, `share`, a connectable sequence) among the
        /// live subscriptions: the links of two subscriptions to it have the same `sourceID`.
        /// `nil` for an operator's sequence, which runs a chain of its own for each subscription.
        public let sourceID: Int?
        /// The links of the sequences this one subscribed to, in the order it subscribed them.
        /// Sequences an operator subscribes later (the inner sequences of a `flatMap` that
        /// arrive after the subscription was made, a `retry`'s next attempt) are not listed.
        public let sources: [Link]

        /// The chain from its sources to this link: `just -> map`, or
        /// `(PublishSubject<Int>, just) -> combineLatest -> map` for several sources.
        public var description: String {
            switch sources.count {
            case 0: return name
            case 1: return "\(sources[0]) -> \(name)"
            default: return "(\(sources.map(\.description).joined(separator: ", "))) -> \(name)"
            }
        }
    }

    /// The name a link shows: the operator's function name when known (`map` for `map(_:)`);
    /// else, for a producer, the operator its sink is named after (the subscription, of type
    /// `subscriptionType`, is the sink for every producer of the library); else the name of
    /// the sequence's type.
    static func linkName(sequenceType: Any.Type, operatorFunction: StaticString?, subscriptionType: Any.Type?) -> String {
        if let operatorFunction {
            return operatorName(function: operatorFunction.description)
        }
        let sequence = String(describing: sequenceType)
        if sequence.hasPrefix("ClosureProducer<") || sequence.hasPrefix("ParameterizedProducer<") {
            let sink = subscriptionType.map { unqualifiedName(String(describing: $0)) } ?? ""
            guard sink.hasSuffix("Sink") else { return "operator" }
            return operatorName(String(sink.dropLast("Sink".count)))
        }
        let name = unqualifiedName(sequence)
        if name == "ShareWhileConnected" { return "share" }
        if name == "ConnectableObservableAdapter" { return "multicast" }
        if name.hasSuffix("Observable"), name != "Observable" {
            return operatorName(String(name.dropLast("Observable".count)))
        }
        return sequence
    }

    /// The name of the operator function `function`: its base name (`map` for `map(_:)`), with
    /// the first argument label where it tells overloads apart (`take(while:)`, `subscribe(on:)`).
    private static func operatorName(function: String) -> String {
        let base = function.prefix { $0 != "(" }
        let firstLabel = function.dropFirst(base.count + 1).prefix { $0 != ":" }
        return ["while", "until", "on", "for"].contains(firstLabel) ? "\(base)(\(firstLabel):)" : String(base)
    }

    /// `CombineLatestSink2<Int, Int>` without its generic arguments and arity: `CombineLatestSink`.
    private static func unqualifiedName(_ typeName: String) -> String {
        let name = typeName.prefix { $0 != "<" }
        return String(name.reversed().drop { $0.isNumber }.reversed())
    }

    /// The operator a sink or sequence type stem stands for: the stem with a lower-case first
    /// letter (`Map` is `map`), except where the operator has another name.
    private static func operatorName(_ stem: String) -> String {
        let renamed = [
            "AnonymousObservable": "create", "ObservableSequence": "from", "Optional": "from(optional:)",
            "TakeCount": "take", "SkipCount": "skip", "TakeForDuration": "take(for:)", "SkipForDuration": "skip(for:)",
            "TakeUntilPredicate": "take(until:)", "CatchSequence": "catch", "RetryFailure": "retry",
            "CombineLatestCollection": "combineLatest", "ZipCollection": "zip", "Switch": "switchLatest",
            "Do": "do", "Group": "group", "AtMostOneElement": "asSingle", "Task": "Task",
        ]
        if let name = renamed[stem] { return name }
        guard let first = stem.first else { return "operator" }
        return first.lowercased() + stem.dropFirst()
    }
}

/// One link of a recorded chain as the inspector keeps it: facts, named when the list is taken.
struct ChainRecord: Sendable {
    let sequenceType: Any.Type
    let operatorFunction: StaticString?
    /// The type of the sequence's subscription; `nil` for a leaf.
    let subscriptionType: Any.Type?
    let identity: Int?
    let sources: [ChainRecord]

    /// The link, named.
    var link: SubscriptionInspector.Link {
        SubscriptionInspector.Link(
            name: SubscriptionInspector.linkName(sequenceType: sequenceType, operatorFunction: operatorFunction, subscriptionType: subscriptionType),
            sourceID: identity,
            sources: sources.map(\.link)
        )
    }
}

/// What a sequence is in the chains of `SubscriptionInspector`.
@usableFromInline
enum ChainLinkKind {
    /// Subscribing it subscribes no other sequence, and may deliver elements at once (a
    /// subject, `just`): what its subscribers subscribe meanwhile is not its source.
    case leaf
    /// Subscribing it subscribes its sources (`share`, a connectable sequence).
    case `operator`
    /// A producer: its `run` subscribes its sources, in the current-thread trampoline.
    case producer
}

extension SubscriptionInspector {
    /// A sequence of kind `kind`, made by `operatorFunction` when known, is being subscribed. When a recorded subscription is being
    /// made on this thread, a leaf is added to its chain, or a link opened (`true`) whose sources
    /// are the sequences subscribed until `endLink`.
    @usableFromInline
    static func beginLink(sequenceType: Any.Type, operatorFunction: StaticString?, kind: ChainLinkKind, identity: Int?) -> Bool {
        let builder = ChainBuilder.current
        guard builder.isBuilding else { return false }
        return builder.begin(sequenceType: sequenceType, operatorFunction: operatorFunction, kind: kind, identity: identity)
    }

    /// The sequence of the link `beginLink` opened has subscribed its sources, and its
    /// subscription has type `subscriptionType`.
    @usableFromInline
    static func endLink(subscriptionType: Any.Type) {
        ChainBuilder.current.endLink(subscriptionType: subscriptionType)
    }

    /// The subscription `register` recorded has been made, and the subscription of its source
    /// has type `subscriptionType`: its chain is complete.
    @usableFromInline
    static func endChain(subscriptionType: Any.Type) {
        ChainBuilder.current.endRoot(subscriptionType: subscriptionType)
    }
}

/// Builds, on one thread, the chains of the recorded subscriptions being made there: a
/// recorded subscription opens a root, each sequence subscribed while it is being made adds a
/// link below the innermost one still subscribing its sources, and the root's one source
/// ends it.
///
/// Used only while `SubscriptionInspector` is on; each thread has its own, so it takes no lock.
final class ChainBuilder {
    private enum Frame {
        case root(InspectedSubscription)
        case link(OpenLink)
    }

    /// A link whose sequence is still subscribing its sources.
    private final class OpenLink {
        let sequenceType: Any.Type
        let operatorFunction: StaticString?
        let identity: Int?
        /// The trampoline the link started, to run once the link has ended.
        let trampoline: TrampolineQueue?
        var sources: [ChainRecord] = []

        init(sequenceType: Any.Type, operatorFunction: StaticString?, identity: Int?, trampoline: TrampolineQueue?) {
            self.sequenceType = sequenceType
            self.operatorFunction = operatorFunction
            self.identity = identity
            self.trampoline = trampoline
        }
    }

    private var frames: [Frame] = []
    /// For each root being built, innermost last: how many frames were open below it.
    private var rootBases: [Int] = []

    private static let slot = ThreadLocalReference<ChainBuilder>(ownsValues: true)

    /// This thread's builder.
    static var current: ChainBuilder {
        if let builder = slot.value { return builder }
        let builder = ChainBuilder()
        slot.setOwned(builder)
        return builder
    }

    /// Whether a recorded subscription is being made on this thread.
    var isBuilding: Bool { !frames.isEmpty }

    /// `record`'s subscription to a sequence of kind `kind` is being made; `endRoot` follows.
    func beginRoot(_ record: InspectedSubscription, sequenceType: Any.Type, operatorFunction: StaticString?, kind: ChainLinkKind, identity: Int?) {
        rootBases.append(frames.count)
        frames.append(.root(record))
        _ = begin(sequenceType: sequenceType, operatorFunction: operatorFunction, kind: kind, identity: identity)
    }

    /// Adds a leaf, or opens a link (`true`).
    ///
    /// A producer's sources are subscribed in its `run`, and the trampoline it starts runs what
    /// they schedule after that: the link starts the trampoline itself, so that it ends before
    /// what is subscribed later (a `flatMap`'s inner sequences) could be taken for its sources.
    func begin(sequenceType: Any.Type, operatorFunction: StaticString?, kind: ChainLinkKind, identity: Int?) -> Bool {
        if kind == .leaf {
            attach(ChainRecord(sequenceType: sequenceType, operatorFunction: operatorFunction, subscriptionType: nil, identity: identity, sources: []))
            return false
        }
        let trampoline = kind == .producer && CurrentThreadScheduler.isScheduleRequired ? CurrentThreadScheduler.startTrampoline() : nil
        frames.append(.link(OpenLink(sequenceType: sequenceType, operatorFunction: operatorFunction, identity: identity, trampoline: trampoline)))
        return true
    }

    /// Ends the innermost open link, whose subscription has type `subscriptionType`, then runs
    /// the trampoline it started.
    func endLink(subscriptionType: Any.Type) {
        guard case .link(let open) = frames.popLast() else {
            rxFatalError("SubscriptionInspector: a chain link ended that had not begun")
        }
        attach(ChainRecord(
            sequenceType: open.sequenceType, operatorFunction: open.operatorFunction, subscriptionType: subscriptionType,
            identity: open.identity, sources: open.sources
        ))
        if let trampoline = open.trampoline {
            CurrentThreadScheduler.finishTrampoline(trampoline)
        }
    }

    /// Ends the innermost root, whose source's subscription has type `subscriptionType`:
    /// its source's link, unless the source was a leaf (which ended the root at once).
    func endRoot(subscriptionType: Any.Type) {
        let base = rootBases.removeLast()
        if frames.count > base {
            endLink(subscriptionType: subscriptionType)
        }
    }

    private func attach(_ link: ChainRecord) {
        switch frames.last {
        case .link(let parent)?:
            parent.sources.append(link)
        case .root(let record)?:
            record.chain.withLock { $0 = link }
            frames.removeLast()
        case nil:
            break
        }
    }
}
