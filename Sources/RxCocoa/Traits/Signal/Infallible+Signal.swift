import RxSwift

extension InfallibleType {
    /// The sequence as a `Signal`, delivered on the main scheduler.
    @inlinable
    public func asSignal() -> Signal<Element> {
        asSharedSequenceOfInfallibleSource(SignalSharingStrategy.self, conversion: "Infallible.asSignal()")
    }
}
