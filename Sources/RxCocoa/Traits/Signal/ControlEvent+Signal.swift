import RxSwift

extension ControlEventType {
    /// The events as a `Signal`.
    @inlinable
    public func asSignal() -> Signal<Element> {
        asSharedSequenceOfInfallibleSource(SignalSharingStrategy.self, conversion: "ControlEvent.asSignal()")
    }
}
