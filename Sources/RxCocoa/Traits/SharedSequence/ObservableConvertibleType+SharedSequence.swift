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
