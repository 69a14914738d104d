import RxSwift

extension ControlEventType {
    /// The events as a `Signal`.
    public func asSignal() -> Signal<Element> {
        asSharedSequenceOfInfallibleSource(SignalSharingStrategy.self, conversion: "ControlEvent.asSignal()")
    }
}
