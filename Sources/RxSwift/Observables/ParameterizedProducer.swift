/// A producer whose subscription is a `ScheduledIterationSink` that a subscriber may build,
/// record and start in separate steps, and start again once it has ended, as the subscription
/// to another sequence of the same kind with the same observer. The merge subscribes its inner
/// sequences this way when they are such producers (`Operators/Merge/MergeSink+Reuse.swift`):
/// it records each inner sink before its first step can run, and reuses the sinks of ended
/// ones. `ParameterizedProducer` (`range`) is one.
///
/// A base class rather than a protocol: a generic producer's conformance to a protocol with an
/// associated type has its witness table instantiated by the runtime each time the producer is
/// handed over as an existential (measured: about 100 instructions for every inner sequence of
/// a merge, a sixth of what one costs), where a class reference costs nothing to hand over.
@usableFromInline
class ReusableSinkProducer<Element>: Producer<Element> {
    @inlinable
    override init() {
        super.init()
    }

    /// `.reusableSink`: a subscriber may treat this sequence as a `ReusableSinkProducer`
    /// (`Observable.reusableSinkProducer`).
    @usableFromInline
    final override var innerSubscriptionShape: InnerSubscriptionShape {
        .reusableSink
    }

    /// Builds the sink of a subscription for `handler` without starting it; the subscriber
    /// starts it with `ScheduledIterationSink.startSubscription`, and then holds and disposes it
    /// without going through the `Disposable` existential. It consumes `handler`, so the
    /// caller's closure is stored in the sink without a retain.
    @usableFromInline
    func makeSink(_ handler: consuming @escaping (Event<Element>) -> Void) -> ScheduledIterationSink<Element> {
        rxAbstractMethod("ReusableSinkProducer.makeSink")
    }

    /// Makes `sink`, an ended sink that a subscription to a sequence of the same kind built
    /// with the same handler and that nothing else references any more, the sink of a new
    /// subscription to this sequence, not started, and returns whether it did; `false`,
    /// changing nothing, when its class is not the one this sequence builds.
    @usableFromInline
    func restartSink(_ sink: ScheduledIterationSink<Element>) -> Bool {
        rxAbstractMethod("ReusableSinkProducer.restartSink")
    }
}

extension Observable {
    /// The sequence as a `ReusableSinkProducer`, when it is one (`innerSubscriptionShape`),
    /// without a cast.
    @inlinable
    var reusableSinkProducer: ReusableSinkProducer<Element>? {
        // Only `ReusableSinkProducer` answers `true`, and its subclasses cannot override it.
        innerSubscriptionShape == .reusableSink ? unsafeDowncast(self, to: ReusableSinkProducer<Element>.self) : nil
    }
}

/// A producer that keeps its operator's parameters itself, and whose sink is a
/// `ScheduledIterationSink`, typed as a class, for stages that are built often (the inner
/// sequences of `flatMap`): building one allocates only the producer, where a
/// `ClosureProducer` also allocates its closure's context.
///
/// `make` builds the sink without starting it, and must not capture anything (it reads what it
/// needs from `parameters`), so it is a plain function pointer; built in the operator's
/// `@inlinable` entry point, it is specialised in the caller's module like a `ClosureProducer`'s
/// closure. It borrows the parameters: this class's own code is generic, and copying a value of
/// unknown layout goes through the runtime. It consumes the observer, which the sink stores, so
/// the subscriber's closure reaches the sink without a retain and release on the way. A
/// subscription builds the sink, then starts it with `ScheduledIterationSink.startSubscription`;
/// the merge builds it with `makeSink` (`ReusableSinkProducer`) and starts it after recording it.
///
/// The scheduler the sink's steps run on (`nil` for the current-thread one) is a field of its
/// own rather than one of the parameters: the parameters are then plain values (for `range`,
/// two integers), which the runtime destroys without a call per field when the producer goes.
@usableFromInline
final class ParameterizedProducer<Parameters, Element>: ReusableSinkProducer<Element> {
    @usableFromInline
    typealias Make = (
        _ parameters: borrowing Parameters,
        _ scheduler: IterationScheduler?,
        _ observer: consuming @escaping (Event<Element>) -> Void
    ) -> ScheduledIterationSink<Element>

    /// Makes `sink`, an ended sink that a subscription to a sequence of this kind built for the
    /// same observer, the sink of a new subscription, if it is of the class `make` builds, and
    /// returns whether it did (see `ReusableSinkProducer.restartSink(_:)`).
    @usableFromInline
    typealias Restart = (
        _ parameters: borrowing Parameters,
        _ scheduler: IterationScheduler?,
        _ sink: ScheduledIterationSink<Element>
    ) -> Bool

    @usableFromInline let parameters: Parameters
    @usableFromInline let scheduler: IterationScheduler?
    @usableFromInline let makeWithParameters: Make
    @usableFromInline let restartWithParameters: Restart

    @inlinable
    init(_ parameters: Parameters, scheduler: IterationScheduler?, make: @escaping Make, restart: @escaping Restart) {
        self.parameters = parameters
        self.scheduler = scheduler
        self.makeWithParameters = make
        self.restartWithParameters = restart
        super.init()
    }

    @usableFromInline
    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribeTyped(observer)
    }

    @usableFromInline
    override func subscribeEvents(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribeTyped(handler)
    }

    /// Returns the sink, built and not started.
    @usableFromInline
    override func makeSink(_ handler: consuming @escaping (Event<Element>) -> Void) -> ScheduledIterationSink<Element> {
        makeWithParameters(parameters, scheduler, handler)
    }

    /// Starts `sink` again for a new subscription, when `restart` takes it.
    @usableFromInline
    override func restartSink(_ sink: ScheduledIterationSink<Element>) -> Bool {
        restartWithParameters(parameters, scheduler, sink)
    }

    /// Builds the sink and starts it in this thread's trampoline. It consumes `handler`, which
    /// the sink stores.
    @inlinable
    final func subscribeTyped(_ handler: consuming @escaping (Event<Element>) -> Void) -> ScheduledIterationSink<Element> {
        let sink = makeWithParameters(parameters, scheduler, handler)
        ScheduledIterationSink.startSubscription(sink)
        return sink
    }
}
