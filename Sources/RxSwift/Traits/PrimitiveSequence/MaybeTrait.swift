import Foundation

/// The trait of a sequence that delivers at most one element, then completes, or fails.
public enum MaybeTrait {}

/// A sequence that delivers one element, or completes empty, or fails.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` delivers: its element, its error, or completion without an element.
@frozen
public enum MaybeEvent<Element> {
    /// The one element; the sequence ends with it.
    case success(Element)
    /// The sequence failed.
    case error(Swift.Error)
    /// The sequence ended without an element.
    case completed
}

extension MaybeEvent: Sendable where Element: Sendable {}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The closure a `Maybe.create` body reports its outcome to.
    public typealias MaybeObserver = @Sendable (MaybeEvent<Element>) -> Void

    /// Creates a `Maybe` from a subscribe closure: for every subscriber, `subscribe` gets an
    /// observer to report one outcome to, and returns the disposable that cancels the work.
    /// Only the first report counts.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public static func create(subscribe: @escaping @Sendable (@escaping MaybeObserver) -> Disposable) -> PrimitiveSequence<Trait, Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
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
    public func subscribe(_ observer: @escaping @Sendable (MaybeEvent<Element>) -> Void, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        subscribeEventHandler(observer, file: file, line: line)
    }

    /// `subscribe(_:file:line:)` under a name of its own, with a plain closure, for the library's
    /// own subscriptions and the Swift 5 forms' bodies (the name has no Swift 5 form).
    @inlinable
    func subscribeEventHandler(_ observer: @escaping (MaybeEvent<Element>) -> Void, file: StaticString, line: UInt) -> Disposable {
        let outcome = TraitOutcome()
        return primitiveSequence.asObservable().subscribeEventHandler({ (event: Event<Element>) in
            if outcome.delivered { return }
            outcome.delivered = true
            switch event {
            case .next(let element):
                observer(.success(element))
            case .error(let error):
                observer(.error(error))
            case .completed:
                observer(.completed)
            }
        }, file: file, line: line)
    }

    /// Subscribes success, error, completion and disposal handlers that receive `object` while
    /// it is alive (it is held weakly).
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
        onError: (@Sendable (Object, Swift.Error) -> Void)? = nil,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        let object = WeakHandlerObject(object)
        return subscribeHandlers(
            onSuccess: object.handler(onSuccess),
            onError: object.handler(onError),
            onCompleted: object.handler(onCompleted),
            onDisposed: object.handler(onDisposed),
            file: file,
            line: line
        )
    }

    /// Subscribes success, error, completion and disposal handlers.
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
        onSuccess: (@Sendable (Element) -> Void)? = nil,
        onError: (@Sendable (Swift.Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        // Swift 5 form: this body, with plain closures.
        subscribeHandlers(onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, file: file, line: line)
    }

    /// The handlers' `subscribe` under a name of its own, with plain closures, for the library's
    /// own subscriptions and the Swift 5 forms' bodies.
    @inlinable
    func subscribeHandlers(
        onSuccess: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
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
        let subscription = subscribeEventHandler({ (event: MaybeEvent<Element>) in
            switch event {
            case .success(let element):
                onSuccess?(element)
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

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A `Maybe` of `element`, delivered during `subscribe`.
    @inlinable
    public static func just(_ element: Element) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.just(element))
    }

    /// A `Maybe` of `element`, delivered on `scheduler`.
    @inlinable
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Maybe` that fails with `error`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A `Maybe` that never delivers anything.
    @inlinable
    public static func never() -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.never())
    }

    /// A `Maybe` that completes at once, without an element.
    @inlinable
    public static func empty() -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.empty())
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Transforms the element with `transform`; an error it throws becomes the error.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Maybe<Result> {
        // Swift 5 form: this body, with plain closures.
        Maybe(raw: primitiveSequence.asObservable().map(transform))
    }

    /// Keeps the element only if it satisfies `predicate`.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Maybe<Element> {
        // Swift 5 form: this body, with plain closures.
        Maybe(raw: primitiveSequence.asObservable().filter(predicate))
    }

    /// The transformed element, or empty when `transform` returns `nil`.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?) -> Maybe<Result> {
        // Swift 5 form: this body, with plain closures.
        Maybe(raw: primitiveSequence.asObservable().compactMap(transform))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The `Maybe` that `selector` makes from the element; empty when this one is empty. An
    /// error `selector` throws becomes the error.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func flatMap<Result>(_ selector: @escaping @Sendable (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.asObservable().flatMap { try selector($0).asObservable() })
    }

    /// A `Maybe` of the elements of all `collection`'s Maybes, combined with
    /// `resultSelector` once all have delivered; empty as soon as one completes empty, and
    /// the first error ends it. An empty collection gives `resultSelector([])`.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping @Sendable ([Element]) throws -> Result) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>(raw: Observable.deferred { Observable.just(try resultSelector([])) })
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// A `Maybe` of the elements of all `collection`'s Maybes, in order, once all have
    /// delivered; empty as soon as one completes empty, and the first error ends it. An
    /// empty collection gives `[]`.
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, [Element]>(raw: Observable.just([]))
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Runs side effects at the points of the `Maybe`'s life: before and after the element,
    /// the error and the completion, around the subscription, and at disposal. An error
    /// thrown by a handler becomes the error.
    ///
    /// Disfavored, as the form for handlers written `{ @MainActor in ... }` is
    /// (`PrimitiveSequence+MainActorHandlers.swift`): a closure not written `@MainActor` picks
    /// this one.
    @inlinable
    @_disfavoredOverload
    @available(swift, introduced: 6)
    @preconcurrency
    public func `do`(
        onNext: (@Sendable (Element) throws -> Void)? = nil,
        afterNext: (@Sendable (Element) throws -> Void)? = nil,
        onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
        afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
        onCompleted: (@Sendable () throws -> Void)? = nil,
        afterCompleted: (@Sendable () throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Maybe<Element> {
        // Swift 5 form: this body, with plain closures.
        Maybe(raw: primitiveSequence.asObservable().do(
            onNext: onNext,
            afterNext: afterNext,
            onError: onError,
            afterError: afterError,
            onCompleted: onCompleted,
            afterCompleted: afterCompleted,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        ))
    }

    /// A `Single` of the element, or of `default` when the `Maybe` completes empty.
    @inlinable
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence.asObservable().ifEmpty(default: `default`))
    }

    /// This `Maybe`, or `other` when it completes empty.
    @inlinable
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.asObservable().ifEmpty(switchTo: other.asObservable()))
    }

    /// A `Single` of the element, or of `other`'s outcome when the `Maybe` completes empty.
    @inlinable
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.asObservable().ifEmpty(switchTo: other.asObservable()))
    }

    /// Replaces an error with `element`.
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
