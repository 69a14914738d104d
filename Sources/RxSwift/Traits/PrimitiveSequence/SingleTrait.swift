import Foundation

/// The trait of a sequence that delivers exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that delivers exactly one element, or an error.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` delivers: its element (`.success`) or its error (`.failure`).
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure a `Single.create` body reports its outcome to.
    public typealias SingleObserver = @Sendable (SingleEvent<Element>) -> Void

    /// Creates a `Single` from a subscribe closure: for every subscriber, `subscribe` gets an
    /// observer to report one `.success` or `.failure` to, and returns the disposable that
    /// cancels the work. Only the first report counts.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public static func create(subscribe: @escaping @Sendable (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
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
    public func subscribe(_ observer: @escaping @Sendable (SingleEvent<Element>) -> Void, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        subscribeEventHandler(observer, file: file, line: line)
    }

    /// `subscribe(_:file:line:)` under a name of its own, with a plain closure, for the library's
    /// own subscriptions and the Swift 5 forms' bodies (the name has no Swift 5 form).
    @inlinable
    func subscribeEventHandler(_ observer: @escaping (SingleEvent<Element>) -> Void, file: StaticString, line: UInt) -> Disposable {
        let outcome = TraitOutcome()
        return primitiveSequence.asObservable().subscribeEventHandler({ (event: Event<Element>) in
            if outcome.delivered { return }
            switch event {
            case .next(let element):
                outcome.delivered = true
                observer(.success(element))
            case .error(let error):
                outcome.delivered = true
                observer(.failure(error))
            case .completed:
                rxFatalErrorInDebug("Single: the sequence completed without an element; a Single must deliver an element or an error.")
            }
        }, file: file, line: line)
    }

    /// Subscribes success and failure handlers that receive `object` while it is alive (it is
    /// held weakly).
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
        onSuccess: (@Sendable (Object, Element) -> Void)? = nil,
        onFailure: (@Sendable (Object, Swift.Error) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        let object = WeakHandlerObject(object)
        return subscribeHandlers(
            onSuccess: object.handler(onSuccess),
            onFailure: object.handler(onFailure),
            onDisposed: object.handler(onDisposed),
            file: file,
            line: line
        )
    }

    /// Subscribes success, failure and disposal handlers.
    ///
    /// A failure without an `onFailure` handler goes to `Hooks.defaultErrorHandler`. After the
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
        onSuccess: (@Sendable (Element) -> Void)? = nil,
        onFailure: (@Sendable (Swift.Error) -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        subscribeHandlers(onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed, file: file, line: line)
    }

    /// The handlers' `subscribe` under a name of its own, with plain closures, for the library's
    /// own subscriptions and the Swift 5 forms' bodies.
    @inlinable
    func subscribeHandlers(
        onSuccess: ((Element) -> Void)?,
        onFailure: ((Swift.Error) -> Void)?,
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
        let subscription = subscribeEventHandler({ (event: SingleEvent<Element>) in
            switch event {
            case .success(let element):
                onSuccess?(element)
            case .failure(let error):
                if let onFailure {
                    onFailure(error)
                } else {
                    Hooks.defaultErrorHandler(callStack, error)
                }
            }
            disposable.dispose()
        }, file: file, line: line)
        return Disposables.create(subscription, disposable)
    }

    /// The old spelling of `subscribe(onSuccess:onFailure:onDisposed:)`.
    ///
    /// `file` and `line` are where `SubscriptionInspector` says the subscription was made.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func subscribe(
        onSuccess: (@Sendable (Element) -> Void)? = nil,
        onError: @escaping @Sendable (Swift.Error) -> Void,
        onDisposed: (@Sendable () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed, file: file, line: line)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` of `element`, delivered during `subscribe`.
    @inlinable
    public static func just(_ element: Element) -> Single<Element> {
        PrimitiveSequence(raw: Observable.just(element))
    }

    /// A `Single` of `element`, delivered on `scheduler`.
    @inlinable
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        PrimitiveSequence(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Single` that fails with `error`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Single<Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A `Single` that never delivers anything.
    @inlinable
    public static func never() -> Single<Element> {
        PrimitiveSequence(raw: Observable.never())
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Transforms the element with `transform`; an error it throws becomes the failure.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Single<Result> {
        // Swift 5 form: this body, with plain closures.
        Single(raw: primitiveSequence.asObservable().map(transform))
    }

    /// A `Maybe` of the element if it satisfies `predicate`, otherwise empty.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Maybe<Element> {
        // Swift 5 form: this body, with plain closures.
        Maybe(raw: primitiveSequence.asObservable().filter(predicate))
    }

    /// A `Maybe` of the transformed element, or empty when `transform` returns `nil`.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?) -> Maybe<Result> {
        // Swift 5 form: this body, with plain closures.
        Maybe(raw: primitiveSequence.asObservable().compactMap(transform))
    }

    /// The same outcome as a `Maybe`.
    @inlinable
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.asObservable())
    }

    /// A `Completable` that completes when this `Single` succeeds, dropping the element.
    @inlinable
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.asObservable().ignoreElements())
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The `Single` that `selector` makes from the element; an error `selector` throws
    /// becomes the failure.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func flatMap<Result>(_ selector: @escaping @Sendable (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.asObservable().flatMap { try selector($0).asObservable() })
    }

    /// The `Maybe` that `selector` makes from the element; an error `selector` throws
    /// becomes the error.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func flatMapMaybe<Result>(_ selector: @escaping @Sendable (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.asObservable().flatMap { try selector($0).asObservable() })
    }

    /// The `Completable` that `selector` makes from the element; an error `selector` throws
    /// becomes the error.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func flatMapCompletable(_ selector: @escaping @Sendable (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.asObservable().flatMap { try selector($0).asObservable() })
    }

    /// A `Single` of the elements of all `collection`'s Singles, combined with
    /// `resultSelector` once all have succeeded; the first failure ends it. An empty
    /// collection gives `resultSelector([])`.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping @Sendable ([Element]) throws -> Result) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>(raw: Observable.deferred { Observable.just(try resultSelector([])) })
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// A `Single` of the elements of all `collection`'s Singles, in order, once all have
    /// succeeded; the first failure ends it. An empty collection gives `[]`.
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, [Element]>(raw: Observable.just([]))
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs side effects at the points of the `Single`'s life: before and after the
    /// success, before and after the error, around the subscription, and at disposal. An
    /// error thrown by a handler becomes the failure.
    ///
    /// Disfavored, as the form for handlers written `{ @MainActor in ... }` is
    /// (`PrimitiveSequence+MainActorHandlers.swift`): a closure not written `@MainActor` picks
    /// this one.
    @inlinable
    @_disfavoredOverload
    @available(swift, introduced: 6)
    @preconcurrency
    public func `do`(
        onSuccess: (@Sendable (Element) throws -> Void)? = nil,
        afterSuccess: (@Sendable (Element) throws -> Void)? = nil,
        onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
        afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Single<Element> {
        // Swift 5 form: this body, with plain closures.
        Single(raw: primitiveSequence.asObservable().do(
            onNext: onSuccess,
            afterNext: afterSuccess,
            onError: onError,
            afterError: afterError,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        ))
    }

    /// Replaces a failure with `element`.
    @inlinable
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().catchAndReturn(element))
    }

    /// The old name of `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }
}
