import RxSwift

extension ObservableConvertibleType {
    /// The sequence as a shared sequence of `sharingStrategy`, delivered on its scheduler; an
    /// error is replaced by `onErrorJustReturn` followed by completion.
    @inlinable
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(sharingStrategy: Strategy.Type = Strategy.self, onErrorJustReturn: Element) -> SharedSequence<Strategy, Element> {
        let source = asObservable()
            .observe(on: Strategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return SharedSequence(source)
    }

    /// The sequence as a shared sequence of `sharingStrategy`, delivered on its scheduler; an
    /// error is replaced by the elements of `onErrorDriveWith`.
    @inlinable
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(sharingStrategy: Strategy.Type = Strategy.self, onErrorDriveWith: SharedSequence<Strategy, Element>) -> SharedSequence<Strategy, Element> {
        let source = asObservable()
            .observe(on: Strategy.scheduler)
            // Captures only the `Sendable` `onErrorDriveWith` and the strategy's conformance.
            .catch(assumeSendable { _ in onErrorDriveWith.asObservable() })
        return SharedSequence(source)
    }

    /// The sequence as a shared sequence of `sharingStrategy`, delivered on its scheduler; an
    /// error is replaced by the elements of the sequence `onErrorRecover` makes from it.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(sharingStrategy: Strategy.Type = Strategy.self, onErrorRecover: @escaping @Sendable (Swift.Error) -> SharedSequence<Strategy, Element>) -> SharedSequence<Strategy, Element> {
        // Swift 5 form: this body, with plain closures.
        let source = asObservable()
            .observe(on: Strategy.scheduler)
            // Captures only the `@Sendable` `onErrorRecover` and the strategy's conformance.
            .catchSendable(assumeSendable { error in onErrorRecover(error).asObservable() })
        return SharedSequence(source)
    }
}

extension ObservableConvertibleType {
    /// The sequence as a shared sequence of `sharingStrategy`, a main-thread strategy, delivered
    /// on the main scheduler; an error is replaced by the elements of the sequence
    /// `onErrorRecover`, main-actor code, makes from it. The error reaches it on the main thread.
    // No Swift 5 form: Swift 5 mode code calls the general form's, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func asSharedSequence<Strategy: MainThreadSharingStrategy>(sharingStrategy: Strategy.Type = Strategy.self, onErrorRecover: @escaping @MainActor (Swift.Error) -> SharedSequence<Strategy, Element>) -> SharedSequence<Strategy, Element> {
        asMainThreadSharedSequence(onErrorRecover: onErrorRecover, caller: "asSharedSequence(sharingStrategy:onErrorRecover:)")
    }

    // `asDriver(onErrorRecover:)` and `asSignal(onErrorRecover:)` convert through these two
    // overloads, told apart by the closure's isolation, as `drive` subscribes: their Swift 6
    // forms pass a main-actor closure and the Swift 5 forms, which repeat their bodies, a plain one.

    /// The sequence as a shared sequence of a main-thread strategy; an error is replaced by the
    /// elements of the sequence `onErrorRecover`, main-actor code, makes from it. `caller` names
    /// the conversion in the message that stops the program if the error arrives off the main
    /// thread.
    @inlinable
    func asMainThreadSharedSequence<Strategy: MainThreadSharingStrategy>(onErrorRecover: @escaping @MainActor (Swift.Error) -> SharedSequence<Strategy, Element>, caller: StaticString) -> SharedSequence<Strategy, Element> {
        let recover = MainScheduler.mainThreadFunction(onErrorRecover, caller: caller)
        let source = asObservable()
            .observe(on: Strategy.scheduler)
            // Captures only the `@Sendable` `recover` and the strategy's conformance.
            .catch(assumeSendable { error in recover(error).asObservable() })
        return SharedSequence(source)
    }

    /// The sequence as a shared sequence of a main-thread strategy; an error is replaced by the
    /// elements of the sequence the plain `onErrorRecover` makes from it: the Swift 5 forms'
    /// conversion.
    @inlinable
    func asMainThreadSharedSequence<Strategy: MainThreadSharingStrategy>(onErrorRecover: @escaping (Swift.Error) -> SharedSequence<Strategy, Element>, caller: StaticString) -> SharedSequence<Strategy, Element> {
        let source = asObservable()
            .observe(on: Strategy.scheduler)
            // A Swift 5 mode caller's closure, called on the main thread where the error arrives.
            .catchSendable(assumeSendable { error in onErrorRecover(error).asObservable() })
        return SharedSequence(source)
    }
}
