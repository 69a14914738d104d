/// An observable that does its work per subscription: `subscribe` calls `run`, which builds
/// a sink, subscribes it to the sources and returns it as the subscription.
///
/// The first subscription on a thread runs inside the current-thread trampoline, so actions
/// scheduled on `CurrentThreadScheduler` during it queue up instead of growing the stack.
@usableFromInline
class Producer<Element>: Observable<Element> {
    @inlinable
    override init() {
        super.init()
    }

    /// Subscribes `observer` through `run`. What it returns lets go of the sinks, and with them
    /// of `observer`, when disposed or when the sequence ends.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if Hooks.currentSubscriptionFlags & Hooks.inspectorBit != 0 {
            return subscribeRecorded(observer.on, endsWithTerminalEvent: true)
        }
        let disposer = SubscriptionDisposer()
        disposer.setSubscription(subscribeHandler { event in
            observer.on(event)
            if event.isStopEvent {
                disposer.end()
            }
        })
        return disposer
    }

    /// `nil`: see `Observable.inspectorIdentity()`.
    @usableFromInline
    override func inspectorIdentity() -> Int? {
        nil
    }

    /// `.producer`: `run` subscribes the operator's sources.
    @usableFromInline
    override class var chainLinkKind: ChainLinkKind { .producer }

    @usableFromInline
    override func subscribeEvents(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        if !CurrentThreadScheduler.isScheduleRequired {
            return run(handler)
        }
        return CurrentThreadScheduler.withTrampoline {
            run(handler)
        }
    }

    /// Builds the sink for one subscription, subscribes it to the sources and returns what
    /// disposes both (the sink itself, for every operator of the library). The library's own
    /// subscribers hold it until they dispose it; `subscribe` wraps it in a
    /// `SubscriptionDisposer` for everyone else.
    @usableFromInline
    func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        rxAbstractMethod("Producer.run")
    }
}

/// The producer of every operator: its `run` is a closure built in the operator's
/// `@inlinable` entry point, so the sink it creates is specialised in the caller's module.
@usableFromInline
final class ClosureProducer<Element>: Producer<Element> {
    @usableFromInline
    typealias Run = (_ observer: @escaping (Event<Element>) -> Void) -> Disposable

    @usableFromInline let runClosure: Run
    /// The operator's function, `map(_:)` for example, for `SubscriptionInspector`'s chains.
    @usableFromInline let operatorFunction: StaticString

    /// `operatorFunction` is the caller's name by default: the operator's entry point.
    @inlinable
    init(operatorFunction: StaticString = #function, _ run: @escaping Run) {
        self.runClosure = run
        self.operatorFunction = operatorFunction
        super.init()
    }

    /// The operator's function.
    @usableFromInline
    override func inspectorOperatorFunction() -> StaticString? {
        operatorFunction
    }

    @usableFromInline
    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        runClosure(observer)
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
/// the merge builds it with `makeSink` and starts it after recording it.
///
/// The scheduler the sink's steps run on (`nil` for the current-thread one) is a field of its
/// own rather than one of the parameters: the parameters are then plain values (for `range`,
/// two integers), which the runtime destroys without a call per field when the producer goes.
@usableFromInline
final class ParameterizedProducer<Parameters, Element>: Producer<Element> {
    @usableFromInline
    typealias Make = (
        _ parameters: borrowing Parameters,
        _ scheduler: IterationScheduler?,
        _ observer: consuming @escaping (Event<Element>) -> Void
    ) -> ScheduledIterationSink<Element>

    /// Makes `sink`, an ended sink that a subscription to a sequence of this kind built for the
    /// same observer, the sink of a new subscription, if it is of the class `make` builds, and
    /// returns whether it did (see `Observable.restartSink(_:)`).
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

    /// Returns the sink, built and not started (see `Observable.makeSink`).
    @usableFromInline
    override func makeSink(_ handler: consuming @escaping (Event<Element>) -> Void) -> ScheduledIterationSink<Element>? {
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
