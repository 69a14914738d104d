import RxSwift

extension ControlPropertyType {
    /// The property's values as a `Driver`.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asSharedSequenceOfInfallibleSource(DriverSharingStrategy.self, conversion: "ControlProperty.asDriver()")
    }
}
