/// An observable that does its work per subscription: `subscribe` calls `run`, which builds
/// a sink and subscribes it to the sources.
///
/// The first subscription on a thread runs inside the current-thread trampoline, so actions
/// scheduled on `CurrentThreadScheduler` during it queue up instead of growing the stack.
@usableFromInline
class Producer<Element>: Observable<Element> {
    @inlinable
    override init() {
        super.init()
    }

    /// Subscribes `observer` through `run`.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeHandler(observer.on)
    }

    @usableFromInline
    override func subscribeHandler(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        if !CurrentThreadScheduler.isScheduleRequired {
            return runWithDisposer(handler)
        }
        return CurrentThreadScheduler.withTrampoline {
            runWithDisposer(handler)
        }
    }

    @inlinable
    final func runWithDisposer(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        let disposer = SinkDisposer()
        let (sink, subscription) = run(handler, cancel: disposer)
        disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
        return disposer
    }

    /// Builds the sink for one subscription and subscribes it to the sources.
    @usableFromInline
    func run(_ observer: @escaping (Event<Element>) -> Void, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) {
        rxAbstractMethod("Producer.run")
    }
}

/// The producer of every operator: its `run` is a closure built in the operator's
/// `@inlinable` entry point, so the sink it creates is specialised in the caller's module.
@usableFromInline
final class ClosureProducer<Element>: Producer<Element> {
    @usableFromInline
    typealias Run = (_ observer: @escaping (Event<Element>) -> Void, _ cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)

    @usableFromInline let runClosure: Run

    @inlinable
    init(_ run: @escaping Run) {
        self.runClosure = run
        super.init()
    }

    @usableFromInline
    override func run(_ observer: @escaping (Event<Element>) -> Void, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) {
        runClosure(observer, cancel)
    }
}
