import RxSwift

extension ObservableType {
    /// Sends every event of the sequence to each of `observers`, in order: `subscribe` under a
    /// name that says intent.
    ///
    /// Completion reaches the observers (a bound subject completes with the source). An error
    /// bound to an observer that cannot carry one (a `Binder`, a `ControlProperty`) is a
    /// programmer error: debug builds stop with a message naming `file` and `line`, where the
    /// binding was made; release builds print it and drop the error.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer..., file: StaticString = #file, line: UInt = #line) -> Disposable where Observer.Element == Element {
        // The observers are handed the events from the thread the sequence delivers on, as by
        // `subscribe(_:)` with an observer.
        subscribe(assumeSendable { event in
            deliver(event, to: observers, file: file, line: line)
        }, file: file, line: line)
    }

    /// Sends every event of the sequence, with the element wrapped in an optional, to each of
    /// `observers`.
    ///
    /// Errors are treated as by `bind(to:)` for non-optional observers.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer..., file: StaticString = #file, line: UInt = #line) -> Disposable where Observer.Element == Element? {
        // As in `bind(to:)` above: the observers are handed the events like elements.
        subscribe(assumeSendable { event in
            deliver(event.map { Optional($0) }, to: observers, file: file, line: line)
        }, file: file, line: line)
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
    ///
    /// An error is a programmer error: debug builds stop with a message naming `file` and
    /// `line`; release builds print it. On a control's sequence Swift 6 mode code gets the form
    /// with a main-actor closure (`ControlSequenceType`); this one gives way to it.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func bind(onNext: @escaping @Sendable (Element) -> Void, file: StaticString = #file, line: UInt = #line) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        subscribe(onNext: onNext, onError: { error in
            bindingError(error, target: "an onNext closure", operation: "bind(onNext:)", file: file, line: line)
        }, file: file, line: line)
    }

    /// Calls `onNext` with `object` and every element while `object` is alive (it is held
    /// weakly).
    ///
    /// An error is a programmer error, reported as by `bind(onNext:)`. On a control's sequence
    /// Swift 6 mode code gets the form with a main-actor closure (`ControlSequenceType`); this
    /// one gives way to it.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping @Sendable (Object, Element) -> Void, file: StaticString = #file, line: UInt = #line) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        subscribe(with: object, onNext: onNext, onError: { _, error in
            bindingError(error, target: "an onNext closure", operation: "bind(with:onNext:)", file: file, line: line)
        }, file: file, line: line)
    }
}

/// Delivers `event` to each of `observers`; an error meant for observers that cannot carry
/// one is reported as a programmer error and withheld from them.
@inlinable func deliver<Observer: ObserverType>(_ event: Event<Observer.Element>, to observers: [Observer], file: StaticString, line: UInt) {
    if case .error(let error) = event, Observer.self is BindingTarget.Type {
        bindingError(error, target: "\(Observer.self)", operation: "bind(to:)", file: file, line: line)
        return
    }
    for observer in observers {
        observer.on(event)
    }
}
