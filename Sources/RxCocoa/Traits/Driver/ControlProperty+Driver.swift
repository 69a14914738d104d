import RxSwift

extension ControlPropertyType {
    /// The property's values as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asSharedSequenceOfInfallibleSource(DriverSharingStrategy.self, conversion: "ControlProperty.asDriver()")
    }
}
