/// A type that is an observable sequence which cannot fail: it delivers elements and at most
/// a completion, never an error.
public protocol InfallibleType: ObservableConvertibleType {}

/// An observable sequence that cannot fail: it delivers elements and at most a completion,
/// never an error.
public struct Infallible<Element>: InfallibleType {
    @usableFromInline let source: Observable<Element>

    /// Wraps `source`, trusting that it never fails. Package-wide, so that the relays (which
    /// cannot fail) convert without an error handler.
    @inlinable
    package init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The wrapped observable sequence.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension InfallibleType {
    /// Subscribes element, completion and disposal handlers.
    ///
    /// After completion the subscription disposes itself, which runs `onDisposed`.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func subscribe(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: file, line: line)
    }

    /// Subscribes element, completion and disposal handlers that receive `object` while it is
    /// alive (it is held weakly).
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: (@Sendable (Object, Element) -> Void)? = nil,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: file, line: line)
    }

    /// Subscribes an event handler; it never receives `.error`.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func subscribe(_ on: @escaping @Sendable (Event<Element>) -> Void, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        asObservable().subscribe(on, file: file, line: line)
    }
}

// Checked: the only stored property is the wrapped `Observable`. See docs/Concurrency.md for
// why there is no condition on `Element`.
extension Infallible: Sendable {}
