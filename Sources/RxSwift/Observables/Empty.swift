extension ObservableType {
    /// A sequence with no elements: it completes during `subscribe`.
    @inlinable
    public static func empty() -> Observable<Element> {
        EmptyObservable()
    }
}

/// The sequence behind `empty()`: completes the observer at once and has nothing to dispose.
@usableFromInline
final class EmptyObservable<Element>: Observable<Element> {
    @inlinable
    override init() {
        super.init()
    }

    /// Completes `observer`.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.completed)
        return Disposables.create()
    }

    @usableFromInline
    override func subscribeEvents(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        handler(.completed)
        return Disposables.create()
    }
}
