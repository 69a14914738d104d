/// A type-erased observer: forwards every event to the wrapped event handler.
public struct AnyObserver<Element>: ObserverType {
    /// The closure type that receives events.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let observer: EventHandler

    /// Creates an observer that hands every event to `eventHandler`.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public init(eventHandler: @escaping @Sendable (Event<Element>) -> Void) {
        // Swift 5 form: this body, with plain closures.
        self.observer = eventHandler
    }

    /// An observer that hands every event to `handler`, a closure the library builds (a sink's
    /// `on`): sinks keep their state behind their lock and atomics, which is what lets
    /// `AnyObserver` be `Sendable` (see `Sendable+Conformances.swift`). A static function rather
    /// than an initializer, so that `AnyObserver { ... }` keeps meaning `init(eventHandler:)`.
    @inlinable
    static func sinkObserver(_ handler: @escaping EventHandler) -> AnyObserver<Element> {
        AnyObserver(storing: handler, asItIs: ())
    }

    /// An observer that stores `handler` as it is; for `sinkObserver(_:)`. The second parameter
    /// keeps `AnyObserver { ... }` meaning `init(eventHandler:)` in the library's own tests.
    @inlinable
    init(storing handler: @escaping EventHandler, asItIs: Void) {
        self.observer = handler
    }

    /// Creates an observer that forwards every event to `observer`.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    /// Sends `event` to the wrapped handler.
    @inlinable
    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Returns itself.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}

extension ObserverType {
    /// Erases the observer's type.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// An observer of `Result` values that transforms each one and forwards it to this
    /// observer; an error thrown by `transform` is forwarded as an error event.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func mapObserver<Result>(_ transform: @escaping @Sendable (Result) throws -> Element) -> AnyObserver<Result> {
        // Swift 5 form: this body, with plain closures.
        AnyObserver<Result>.sinkObserver({ event in
            self.on(event.map(transform))
        })
    }
}
