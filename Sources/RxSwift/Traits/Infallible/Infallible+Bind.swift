extension InfallibleType {
    /// Sends every event to each of `observers`; an `Infallible` never sends an error, so
    /// binding is safe for any observer, including UI binders.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        // The observers receive the events as observers subscribed directly would.
        subscribe(assumeSendableNonThrowing { event in
            for observer in observers {
                observer.on(event)
            }
        })
    }

    /// Sends every event, with the element wrapped in an optional, to each of `observers`.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        // The observers receive the events as observers subscribed directly would.
        subscribe(assumeSendableNonThrowing { event in
            let optionalEvent = event.map { Optional($0) }
            for observer in observers {
                observer.on(optionalEvent)
            }
        })
    }

    /// Hands the sequence to `binder` and returns what it returns.
    @inlinable
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands the sequence and `curriedArgument` to the curried `binder` and returns what it
    /// returns.
    @inlinable
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Calls `onNext` with every element.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func bind(onNext: @escaping @Sendable (Element) -> Void) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        subscribe(onNext: onNext)
    }

    /// Calls `onNext` with `object` and every element while `object` is alive (it is held
    /// weakly).
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping @Sendable (Object, Element) -> Void) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        subscribe(with: object, onNext: onNext)
    }
}
