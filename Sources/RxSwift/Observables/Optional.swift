extension ObservableType {
    /// A sequence of the wrapped value of `optional` if there is one, followed by completion,
    /// both delivered during `subscribe`; just completion for `nil`.
    @inlinable
    public static func from(optional: Element?) -> Observable<Element> {
        OptionalObservable(optional: optional)
    }

    /// A sequence of the wrapped value of `optional` if there is one, followed by completion,
    /// each sent from its own action on `scheduler`; just completion for `nil`.
    @inlinable
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let iterationScheduler = IterationScheduler.unlessCurrentThread(scheduler)
        return ClosureProducer { observer in
            let sink = ObservableSequenceSink(
                iterator: SingleElementIterator(element: optional),
                scheduler: iterationScheduler,
                observer: observer
            )
            sink.start()
            return sink
        }
    }
}

/// The sequence behind `from(optional:)`: over before `subscribe` returns, so it needs no
/// sink, no trampoline and nothing to dispose.
@usableFromInline
final class OptionalObservable<Element>: Observable<Element> {
    @usableFromInline let optional: Element?

    @inlinable
    init(optional: Element?) {
        self.optional = optional
        super.init()
    }

    /// Sends the wrapped value, if any, and completion to `observer`.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if let element = optional {
            observer.on(.next(element))
        }
        observer.on(.completed)
        return Disposables.create()
    }

    @usableFromInline
    override func subscribeEvents(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        if let element = optional {
            handler(.next(element))
        }
        handler(.completed)
        return Disposables.create()
    }
}
