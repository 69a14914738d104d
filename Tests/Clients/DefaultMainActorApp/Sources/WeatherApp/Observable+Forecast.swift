import RxSwift

// Operators are `nonisolated`: in a default main-actor target an extension is main-actor code
// otherwise, and operator closures (`flatMap`'s, `map`'s), which are not, could not call them.
nonisolated extension ObservableType {
    /// Drops consecutive readings closer than `tolerance` to the last one kept.
    func distinctReadings(tolerance: Int) -> Observable<Int> where Element == Int {
        scan((kept: Int?.none, emit: false)) { state, reading in
            if let kept = state.kept, abs(kept - reading) < tolerance {
                return (kept, false)
            }
            return (reading, true)
        }
        .filter { $0.emit }
        .compactMap { $0.kept }
    }

    /// Replaces an error with `fallback(error)` and completes.
    func recover(with fallback: @escaping @Sendable (Error) -> Element) -> Observable<Element> {
        self.catch { error in .just(fallback(error)) }
    }

    /// The elements paired with their position, counted per subscription.
    func numbered() -> Observable<(Int, Element)> {
        scan((0, Element?.none)) { state, element in (state.0 + 1, element) }
            .compactMap { index, element in element.map { (index, $0) } }
    }
}
