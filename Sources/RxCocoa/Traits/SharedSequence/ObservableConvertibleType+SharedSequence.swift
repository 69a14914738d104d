import RxSwift

extension ObservableConvertibleType {
    /// The sequence as a shared sequence of `sharingStrategy`, delivered on its scheduler; an
    /// error is replaced by `onErrorJustReturn` followed by completion.
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(sharingStrategy: Strategy.Type = Strategy.self, onErrorJustReturn: Element) -> SharedSequence<Strategy, Element> {
        let source = asObservable()
            .observe(on: Strategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return SharedSequence(source)
    }

    /// The sequence as a shared sequence of `sharingStrategy`, delivered on its scheduler; an
    /// error is replaced by the elements of `onErrorDriveWith`.
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(sharingStrategy: Strategy.Type = Strategy.self, onErrorDriveWith: SharedSequence<Strategy, Element>) -> SharedSequence<Strategy, Element> {
        let source = asObservable()
            .observe(on: Strategy.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() }
        return SharedSequence(source)
    }

    /// The sequence as a shared sequence of `sharingStrategy`, delivered on its scheduler; an
    /// error is replaced by the elements of the sequence `onErrorRecover` makes from it.
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(sharingStrategy: Strategy.Type = Strategy.self, onErrorRecover: @escaping (Swift.Error) -> SharedSequence<Strategy, Element>) -> SharedSequence<Strategy, Element> {
        let source = asObservable()
            .observe(on: Strategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return SharedSequence(source)
    }
}
