import RxRelay
import RxSwift

extension BehaviorRelay {
    /// The relay as a `Driver`: its current value, then every accepted one, on the main
    /// scheduler.
    @inlinable
    public func asDriver() -> Driver<Element> {
        SharedSequence(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
