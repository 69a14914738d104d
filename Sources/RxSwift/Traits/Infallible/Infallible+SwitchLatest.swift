extension InfallibleType where Element: InfallibleType {
    /// Mirrors the most recent inner `Infallible`, disposing the previous one when a new one
    /// arrives.
    @inlinable
    public func switchLatest() -> Infallible<Element.Element> {
        // The closure uses only `Element`'s conformance to `InfallibleType`.
        Infallible(asObservable().map(assumeSendable { $0.asObservable() }).switchLatest())
    }
}
