/// The object the handlers of a `subscribe(with:)` receive, held weakly, as upstream RxSwift
/// hands it over: each handler is called with the object while it is alive, and not at all
/// after. One shape for every `subscribe(with:)` (`Observable`'s, `Single`'s, `Maybe`'s,
/// `Completable`'s, and RxCocoa's `drive(with:)`, `emit(with:)` and control sequences').
///
/// A constant the handlers capture: a `[weak object]` capture is a variable, which each event
/// would read through the runtime's exclusivity check.
@usableFromInline
package struct WeakHandlerObject<Object: AnyObject> {
    @usableFromInline weak var object: Object?

    @inlinable
    package init(_ object: Object) {
        self.object = object
    }

    /// `handler`, called with the object and its argument while the object is alive.
    @inlinable
    package func handler<Argument>(_ handler: ((Object, Argument) -> Void)?) -> (Argument) -> Void {
        { argument in
            guard let object = self.object else { return }
            handler?(object, argument)
        }
    }

    /// `handler`, called with the object while it is alive.
    @inlinable
    package func handler(_ handler: ((Object) -> Void)?) -> () -> Void {
        {
            guard let object = self.object else { return }
            handler?(object)
        }
    }
}

extension WeakHandlerObject {
    /// `handler`, main-actor code, called with the object and its argument while the object is
    /// alive; it checks that it runs on the main thread and stops with a message naming `caller`
    /// if not. `nil` for no handler.
    @inlinable
    package func mainThreadHandler<Argument>(_ handler: (@MainActor (Object, Argument) -> Void)?, caller: StaticString) -> ((Argument) -> Void)? {
        handler.map { self.handler(MainScheduler.mainThreadFunction($0, caller: caller)) }
    }

    /// `handler`, main-actor code, called with the object while it is alive; it checks that it
    /// runs on the main thread. `nil` for no handler.
    @inlinable
    package func mainThreadHandler(_ handler: (@MainActor (Object) -> Void)?, caller: StaticString) -> (() -> Void)? {
        handler.map { self.handler(MainScheduler.mainThreadFunction($0, caller: caller)) }
    }

    /// `handler`, main-actor code, called with the object, if alive, on the main thread
    /// whichever thread calls it: at once there, scheduled from elsewhere. For a subscription's
    /// disposal handler, which any thread may run. `nil` for no handler.
    @inlinable
    package func mainThreadDisposalHandler(_ handler: (@MainActor (Object) -> Void)?) -> (@Sendable () -> Void)? {
        // The object is read on the main thread only.
        nonisolated(unsafe) let weakObject = self
        return handler.map { handler in
            MainScheduler.onMainThread { weakObject.object.map(handler) }
        }
    }
}
