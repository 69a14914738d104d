import RxSwift

extension ObservableConvertibleType {
    /// The sequence as a `Signal`, delivered on the main scheduler; an error is replaced by
    /// `onErrorJustReturn` followed by completion.
    @inlinable
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// The sequence as a `Signal`, delivered on the main scheduler; an error is replaced by the
    /// elements of `onErrorSignalWith`.
    @inlinable
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: onErrorSignalWith)
    }

    /// The sequence as a `Signal`, delivered on the main scheduler; an error is replaced by the
    /// elements of the `Signal` that `onErrorRecover` makes from it. In Swift 6 mode
    /// `onErrorRecover` is main-actor code: the error reaches it on the main thread.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func asSignal(onErrorRecover: @escaping @MainActor (Swift.Error) -> Signal<Element>) -> Signal<Element> {
        // Swift 5 form: this body, with plain closures.
        asMainThreadSharedSequence(onErrorRecover: onErrorRecover, caller: "asSignal(onErrorRecover:)")
    }
}
