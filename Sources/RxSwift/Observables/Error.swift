extension ObservableType {
    /// A sequence with no elements that fails with `error` during `subscribe`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        ErrorObservable(error: error)
    }
}

/// The sequence behind `error(_:)`: sends the error at once and has nothing to dispose.
@usableFromInline
final class ErrorObservable<Element>: Observable<Element> {
    @usableFromInline let error: Swift.Error

    @inlinable
    init(error: Swift.Error) {
        self.error = error
        super.init()
    }

    /// Sends the error to `observer`.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.error(error))
        return Disposables.create()
    }

    @usableFromInline
    override func subscribeEvents(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        handler(.error(error))
        return Disposables.create()
    }
}
