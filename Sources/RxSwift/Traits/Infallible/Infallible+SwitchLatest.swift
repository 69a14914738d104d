extension InfallibleType where Element: InfallibleType {
    /// Mirrors the most recent inner `Infallible`, disposing the previous one when a new one
    /// arrives.
    @inlinable
    public func switchLatest() -> Infallible<Element.Element> {
        Infallible(asObservable().map { $0.asObservable() }.switchLatest())
    }
}
