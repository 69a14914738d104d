import RxSwift

extension ControlEventType {
    /// The events as a `Driver`.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asSharedSequenceOfInfallibleSource(DriverSharingStrategy.self, conversion: "ControlEvent.asDriver()")
    }
}
