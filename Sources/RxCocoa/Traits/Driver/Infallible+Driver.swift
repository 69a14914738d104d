import RxSwift

extension InfallibleType {
    /// The sequence as a `Driver`, delivered on the main scheduler.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asSharedSequenceOfInfallibleSource(DriverSharingStrategy.self, conversion: "Infallible.asDriver()")
    }
}
