import RxSwift

extension PublishRelay {
    /// The relay as an `Infallible`: a relay never errors, so no error handler is needed.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension BehaviorRelay {
    /// The relay as an `Infallible` that starts with the current value: a relay never errors,
    /// so no error handler is needed.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension ReplayRelay {
    /// The relay as an `Infallible` that starts with the replayed values: a relay never errors,
    /// so no error handler is needed.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
