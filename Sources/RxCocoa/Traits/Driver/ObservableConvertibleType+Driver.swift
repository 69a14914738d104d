import RxSwift

extension ObservableConvertibleType {
    /// The sequence as a `Driver`, delivered on the main scheduler; an error is replaced by
    /// `onErrorJustReturn` followed by completion.
    @inlinable
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// The sequence as a `Driver`, delivered on the main scheduler; an error is replaced by the
    /// elements of `onErrorDriveWith`.
    @inlinable
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: onErrorDriveWith)
    }

    /// The sequence as a `Driver`, delivered on the main scheduler; an error is replaced by the
    /// elements of the `Driver` that `onErrorRecover` makes from it. In Swift 6 mode
    /// `onErrorRecover` is main-actor code: the error reaches it on the main thread.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func asDriver(onErrorRecover: @escaping @MainActor (Swift.Error) -> Driver<Element>) -> Driver<Element> {
        // Swift 5 form: this body, with plain closures.
        asMainThreadSharedSequence(onErrorRecover: onErrorRecover, caller: "asDriver(onErrorRecover:)")
    }
}
