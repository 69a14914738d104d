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
