extension ObservableType {
    /// A sequence that never sends any event, not even a terminal one.
    @inlinable
    public static func never() -> Observable<Element> {
        NeverObservable()
    }
}

/// The sequence behind `never()`: subscribing does nothing and holds nothing.
@usableFromInline
final class NeverObservable<Element>: Observable<Element> {
    @inlinable
    override init() {
        super.init()
    }

    /// Returns a disposable with nothing to release; `observer` is never called.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        Disposables.create()
    }

    @usableFromInline
    override func subscribeEvents(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        Disposables.create()
    }
}
