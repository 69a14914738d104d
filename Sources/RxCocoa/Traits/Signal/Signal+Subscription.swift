import RxRelay
import RxSwift

/// Why `emit` must be called on the main thread, worded like `drive`'s message.
@usableFromInline let emitOffMainThreadMessage = "`emit*` family of methods can be only called from `MainThread`.\n"
    + "This is required to ensure that `Signal` elements are delivered on `MainThread`.\n"

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends every element and the completion to each of `observers`. Call it on the main
    /// thread.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: emitOffMainThreadMessage, file: file, line: line)
        // The observers are handed the events like elements, on the main thread.
        return asSharedSequence().asObservable().subscribe(assumeSendable { event in
            for observer in observers {
                observer.on(event)
            }
        }, file: file, line: line)
    }

    /// Sends every element, as an optional, and the completion to each of `observers`. Call it
    /// on the main thread.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: emitOffMainThreadMessage, file: file, line: line)
        // The observers are handed the events like elements, on the main thread.
        return asSharedSequence().asObservable().subscribe(assumeSendable { event in
            let optionalEvent = event.map { Optional($0) }
            for observer in observers {
                observer.on(optionalEvent)
            }
        }, file: file, line: line)
    }

    /// Makes every element the current value of each of `relays`; completion is ignored. Call
    /// it on the main thread.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    @inlinable
    public func emit(to relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    /// Makes every element, as an optional, the current value of each of `relays`; completion
    /// is ignored. Call it on the main thread.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    @inlinable
    public func emit(to relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    /// Accepts every element into each of `relays`; completion is ignored. Call it on the main
    /// thread.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    @inlinable
    public func emit(to relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    /// Accepts every element, as an optional, into each of `relays`; completion is ignored.
    /// Call it on the main thread.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    @inlinable
    public func emit(to relays: PublishRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    /// Accepts every element into each of `relays`; completion is ignored. Call it on the main
    /// thread.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    @inlinable
    public func emit(to relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    /// Accepts every element, as an optional, into each of `relays`; completion is ignored.
    /// Call it on the main thread.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    @inlinable
    public func emit(to relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    /// Subscribes handlers that receive `object` while it is alive (it is held weakly). Call
    /// it on the main thread. The handlers are main-actor code in Swift 6 mode: they run on the
    /// main thread.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: (@MainActor (Object, Element) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        MainScheduler.ensureRunningOnMainThread(errorMessage: emitOffMainThreadMessage, file: file, line: line)
        return asObservable().subscribeMainActorHandlers(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, operation: "emit(with:onNext:)", file: file, line: line)
    }

    /// Subscribes element, completion and disposal handlers. Call it on the main thread. The
    /// handlers are main-actor code in Swift 6 mode: they run on the main thread.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func emit(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        MainScheduler.ensureRunningOnMainThread(errorMessage: emitOffMainThreadMessage, file: file, line: line)
        return asObservable().subscribeMainActorHandlers(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, operation: "emit(onNext:)", file: file, line: line)
    }

    /// Subscribes without handlers, for the sequence's side effects. Call it on the main
    /// thread.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    @inlinable
    public func emit(file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: emitOffMainThreadMessage, file: file, line: line)
        return asObservable().subscribe(file: file, line: line)
    }
}
