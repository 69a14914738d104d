/// What an `Infallible` delivers: an element or completion.
@frozen
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The sequence completed.
    case completed
}

extension InfallibleEvent: Sendable where Element: Sendable {}

extension Infallible {
    /// The closure an `Infallible.create` body sends its events to; `Sendable`, as it may be
    /// called from any thread (one event at a time).
    public typealias InfallibleObserver = @Sendable (InfallibleEvent<Element>) -> Void

    /// Creates an `Infallible` from a subscribe closure: for every subscriber, `subscribe`
    /// gets an observer to send elements and completion to, and returns the disposable that
    /// cancels the work. Nothing is delivered after completion.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public static func create(subscribe: @escaping @Sendable (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .next(let element):
                    observer.on(.next(element))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return Infallible(source)
    }
}
