// The subscriptions of the entry points that deliver on the main thread by contract (`drive`,
// `emit`, the `subscribe` and `bind` of control events and properties and of a
// `MainThreadObservable`). Each name has two
// overloads told apart by their closures' isolation: a Swift 6 form passes main-actor closures,
// and its Swift 5 form, which repeats its body, passes plain ones (a plain closure is not
// converted to a main-actor one, which is `Sendable`, nor the reverse).
extension ObservableType {
    /// Subscribes handlers that are main-actor code; each checks that it runs on the main
    /// thread, and stops with a message naming `operation` if not.
    @inlinable
    package func subscribeMainActorHandlers(
        onNext: (@MainActor (Element) -> Void)?,
        onError: (@MainActor (Swift.Error) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)?,
        onDisposed: (@MainActor () -> Void)?,
        operation: StaticString,
        file: StaticString,
        line: UInt
    ) -> Disposable {
        subscribeHandlers(
            onNext: onNext.map { MainScheduler.mainThreadFunction($0, caller: operation) },
            onError: onError.map { MainScheduler.mainThreadFunction($0, caller: operation) },
            onCompleted: onCompleted.map { MainScheduler.mainThreadFunction($0, caller: operation) },
            onDisposed: onDisposed.map { MainScheduler.mainThreadFunction($0, caller: operation) },
            file: file,
            line: line
        )
    }

    /// Subscribes plain handlers: the Swift 5 forms' subscription.
    @inlinable
    package func subscribeMainActorHandlers(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?,
        operation: StaticString,
        file: StaticString,
        line: UInt
    ) -> Disposable {
        subscribeHandlers(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, file: file, line: line)
    }

    /// Subscribes handlers that are main-actor code and receive `object` while it is alive (it
    /// is held weakly); each checks that it runs on the main thread.
    @inlinable
    package func subscribeMainActorHandlers<Object: AnyObject>(
        with object: Object,
        onNext: (@MainActor (Object, Element) -> Void)?,
        onError: (@MainActor (Object, Swift.Error) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)?,
        onDisposed: (@MainActor (Object) -> Void)?,
        operation: StaticString,
        file: StaticString,
        line: UInt
    ) -> Disposable {
        subscribeMainActorHandlers(
            with: object,
            onNext: onNext.map { MainScheduler.mainThreadFunction($0, caller: operation) },
            onError: onError.map { MainScheduler.mainThreadFunction($0, caller: operation) },
            onCompleted: onCompleted.map { MainScheduler.mainThreadFunction($0, caller: operation) },
            onDisposed: onDisposed.map { MainScheduler.mainThreadFunction($0, caller: operation) },
            operation: operation,
            file: file,
            line: line
        )
    }

    /// Subscribes plain handlers that receive `object` while it is alive: the Swift 5 forms'
    /// subscription.
    @inlinable
    package func subscribeMainActorHandlers<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)?,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)?,
        onDisposed: ((Object) -> Void)?,
        operation: StaticString,
        file: StaticString,
        line: UInt
    ) -> Disposable {
        let object = WeakHandlerObject(object)
        return subscribeHandlers(
            onNext: object.handler(onNext),
            onError: onError.map(object.handler),
            onCompleted: object.handler(onCompleted),
            onDisposed: object.handler(onDisposed),
            file: file,
            line: line
        )
    }
}
