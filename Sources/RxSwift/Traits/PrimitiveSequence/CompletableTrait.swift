import Foundation

/// The trait of a sequence that delivers no element: it only completes or fails.
public enum CompletableTrait {}

/// A sequence that only completes or fails.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` delivers: completion or an error.
@frozen
public enum CompletableEvent: Sendable {
    /// The sequence failed.
    case error(Swift.Error)
    /// The sequence completed.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The closure a `Completable.create` body reports its outcome to.
    public typealias CompletableObserver = @Sendable (CompletableEvent) -> Void

    /// Creates a `Completable` from a subscribe closure: for every subscriber, `subscribe`
    /// gets an observer to report completion or an error to, and returns the disposable that
    /// cancels the work. Only the first report counts.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public static func create(subscribe: @escaping @Sendable (@escaping CompletableObserver) -> Disposable) -> PrimitiveSequence<Trait, Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes `observer` to the outcome; it is called at most once.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func subscribe(_ observer: @escaping @Sendable (CompletableEvent) -> Void, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        subscribeEventHandler(observer, file: file, line: line)
    }

    /// `subscribe(_:file:line:)` under a name of its own, with a plain closure, for the library's
    /// own subscriptions and the Swift 5 forms' bodies (the name has no Swift 5 form).
    @inlinable
    func subscribeEventHandler(_ observer: @escaping (CompletableEvent) -> Void, file: StaticString, line: UInt) -> Disposable {
        let outcome = TraitOutcome()
        return primitiveSequence.asObservable().subscribeEventHandler({ (event: Event<Element>) in
            if outcome.delivered { return }
            outcome.delivered = true
            switch event {
            case .error(let error):
                observer(.error(error))
            case .completed:
                observer(.completed)
            }
        }, file: file, line: line)
    }

    /// Subscribes completion, error and disposal handlers that receive `object` while it is
    /// alive (it is held weakly).
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    ///
    /// Disfavored, as the form for handlers written `{ @MainActor in ... }` is
    /// (`PrimitiveSequence+MainActorHandlers.swift`): a closure not written `@MainActor` picks
    /// this one.
    @inlinable
    @_disfavoredOverload
    @available(swift, introduced: 6)
    @preconcurrency
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onError: (@Sendable (Object, Swift.Error) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        let object = WeakHandlerObject(object)
        return subscribeHandlers(
            onCompleted: object.handler(onCompleted),
            onError: object.handler(onError),
            onDisposed: object.handler(onDisposed),
            file: file,
            line: line
        )
    }

    /// Subscribes completion, error and disposal handlers.
    ///
    /// An error without an `onError` handler goes to `Hooks.defaultErrorHandler`. After the
    /// outcome the subscription disposes itself, which runs `onDisposed`.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    ///
    /// Disfavored, as the form for handlers written `{ @MainActor in ... }` is
    /// (`PrimitiveSequence+MainActorHandlers.swift`): a closure not written `@MainActor` picks
    /// this one.
    @inlinable
    @_disfavoredOverload
    @available(swift, introduced: 6)
    @preconcurrency
    public func subscribe(
        onCompleted: (@Sendable () -> Void)? = nil,
        onError: (@Sendable (Swift.Error) -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        subscribeHandlers(onCompleted: onCompleted, onError: onError, onDisposed: onDisposed, file: file, line: line)
    }

    /// The handlers' `subscribe` under a name of its own, with plain closures, for the library's
    /// own subscriptions and the Swift 5 forms' bodies.
    @inlinable
    func subscribeHandlers(
        onCompleted: (() -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onDisposed: (() -> Void)?,
        file: StaticString,
        line: UInt
    ) -> Disposable {
        let disposable: Disposable
        if let onDisposed {
            disposable = AnonymousDisposable(onDisposed)
        } else {
            disposable = Disposables.create()
        }
        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
        // Only this subscription's events, one at a time, run the closure and touch what it
        // captures.
        let subscription = subscribeEventHandler({ (event: CompletableEvent) in
            switch event {
            case .error(let error):
                if let onError {
                    onError(error)
                } else {
                    Hooks.defaultErrorHandler(callStack, error)
                }
            case .completed:
                onCompleted?()
            }
            disposable.dispose()
        }, file: file, line: line)
        return Disposables.create(subscription, disposable)
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// A `Completable` that fails with `error`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Completable {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A `Completable` that never completes nor fails.
    @inlinable
    public static func never() -> Completable {
        PrimitiveSequence(raw: Observable.never())
    }

    /// A `Completable` that completes at once.
    @inlinable
    public static func empty() -> Completable {
        PrimitiveSequence(raw: Observable.empty())
    }
}

extension ObservableType where Element == Swift.Never {
    /// The sequence as a `Completable`: it cannot deliver elements, so only its completion or
    /// error remains.
    @inlinable
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs `second` after this `Completable` completes.
    @inlinable
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// Runs the Completables of `sequence` one after another; the first error ends the
    /// result.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable where Sequence.Element == Completable {
        Completable(raw: Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// Runs the Completables of `collection` one after another; the first error ends the
    /// result.
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Runs `sources` one after another; the first error ends the result.
    @inlinable
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Runs the Completables of `sources` at once; completes when all have completed, and
    /// the first error ends the result.
    @inlinable
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Completable where Collection.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs `sources` at once; completes when all have completed, and the first error ends
    /// the result.
    @inlinable
    public static func merge(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs `sources` at once; completes when all have completed, and the first error ends
    /// the result.
    @inlinable
    public static func merge(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs the Completables of `sources` at once; completes when all have completed, and
    /// the first error ends the result (the same as `merge`).
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable where Collection.Element == Completable {
        Completable.merge(sources)
    }

    /// Runs `sources` at once; completes when all have completed, and the first error ends
    /// the result (the same as `merge`).
    @inlinable
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable.merge(sources)
    }

    /// Runs `sources` at once; completes when all have completed, and the first error ends
    /// the result (the same as `merge`).
    @inlinable
    public static func zip(_ sources: Completable...) -> Completable {
        Completable.merge(sources)
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs side effects at the points of the `Completable`'s life: before and after the
    /// error and the completion, around the subscription, and at disposal. An error thrown
    /// by a handler becomes the error.
    ///
    /// Disfavored, as the form for handlers written `{ @MainActor in ... }` is
    /// (`PrimitiveSequence+MainActorHandlers.swift`): a closure not written `@MainActor` picks
    /// this one.
    @inlinable
    @_disfavoredOverload
    @available(swift, introduced: 6)
    @preconcurrency
    public func `do`(
        onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
        afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
        onCompleted: (@Sendable () throws -> Void)? = nil,
        afterCompleted: (@Sendable () throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Completable {
        // Swift 5 form: this body, with plain closures.
        Completable(raw: primitiveSequence.asObservable().do(
            onError: onError,
            afterError: afterError,
            onCompleted: onCompleted,
            afterCompleted: afterCompleted,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        ))
    }
}
