import RxSwift

extension ObservableConvertibleType {
    /// The sequence as a `Signal`, delivered on the main scheduler; an error is replaced by
    /// `onErrorJustReturn` followed by completion.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// The sequence as a `Signal`, delivered on the main scheduler; an error is replaced by the
    /// elements of `onErrorSignalWith`.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: onErrorSignalWith)
    }

    /// The sequence as a `Signal`, delivered on the main scheduler; an error is replaced by the
    /// elements of the `Signal` that `onErrorRecover` makes from it.
    public func asSignal(onErrorRecover: @escaping (Swift.Error) -> Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: onErrorRecover)
    }
}
