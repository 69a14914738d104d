import RxRelay
import RxSwift

extension PublishRelay {
    /// The relay as a `Signal`: every accepted element, on the main scheduler.
    @inlinable
    public func asSignal() -> Signal<Element> {
        SharedSequence(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
