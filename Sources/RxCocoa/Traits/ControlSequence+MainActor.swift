import RxSwift

/// A UI element's sequence, delivered on the main thread by contract: `ControlEvent` and
/// `ControlProperty`. In Swift 6 mode its `subscribe` and `bind` take main-actor closures, so a
/// main-actor class writes `button.rx.tap.subscribe(onNext: { [weak self] in self?.taps += 1 })`
/// without asserting its isolation; each handler checks that it runs on the main thread and
/// stops with a message naming the call if not. Swift 5 mode code calls `ObservableType`'s forms,
/// as it always did.
public protocol ControlSequenceType: ObservableType {}

extension ControlSequenceType {
    /// Subscribes element, error, completion and disposal handlers, main-actor code, to the
    /// sequence. It never fails; `onError` is there so that calls written for any sequence
    /// keep compiling.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    // No Swift 5 form: Swift 5 mode code calls `ObservableType`'s, with plain closures.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func subscribe(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onError: (@MainActor (Swift.Error) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        subscribeMainActorHandlers(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, operation: "subscribe(onNext:)", file: file, line: line)
    }

    /// Subscribes handlers, main-actor code, that receive `object` while it is alive (it is
    /// held weakly).
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    // No Swift 5 form: Swift 5 mode code calls `ObservableType`'s, with plain closures.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: (@MainActor (Object, Element) -> Void)? = nil,
        onError: (@MainActor (Object, Swift.Error) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        subscribeMainActorHandlers(with: object, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, operation: "subscribe(with:onNext:)", file: file, line: line)
    }

    /// Calls `onNext`, main-actor code, with every element.
    // No Swift 5 form: Swift 5 mode code calls `ObservableType`'s, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func bind(onNext: @escaping @MainActor (Element) -> Void, file: StaticString = #file, line: UInt = #line) -> Disposable {
        subscribeMainActorHandlers(onNext: onNext, onCompleted: nil, onDisposed: nil, operation: "bind(onNext:)", file: file, line: line)
    }

    /// Calls `onNext`, main-actor code, with `object` and every element while `object` is alive
    /// (it is held weakly).
    // No Swift 5 form: Swift 5 mode code calls `ObservableType`'s, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping @MainActor (Object, Element) -> Void, file: StaticString = #file, line: UInt = #line) -> Disposable {
        subscribeMainActorHandlers(with: object, onNext: onNext, onCompleted: nil, onDisposed: nil, operation: "bind(with:onNext:)", file: file, line: line)
    }
}
