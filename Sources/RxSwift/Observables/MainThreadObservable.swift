/// A sequence that delivers its events on the main thread: what
/// `observe(on: MainScheduler.instance)` returns in Swift 6 language mode.
///
/// The thread is in the type, so the compiler knows what the scheduler guarantees: in Swift 6
/// mode, `subscribe`, `bind`, `do` and the operators that keep the thread (`map`, `compactMap`,
/// `filter`, `scan`, `distinctUntilChanged`, `take`, `skip`, `startWith`) take main-actor
/// closures, so a main-actor class writes
/// `.observe(on: MainScheduler.instance).subscribe(onNext: { [weak self] in self?.words = $0 })`
/// and touches its own state without asserting its isolation. Each such closure checks that it
/// runs on the main thread, a thread-local read, and stops with a message naming its operator if
/// not. Any other operator returns an `Observable`, whose closures are `@Sendable` again: it may
/// move to another thread.
///
/// It is an `Observable`, so it goes wherever one goes. Code that keeps the result of
/// `observe(on: MainScheduler.instance)` in a variable and later assigns another sequence to it
/// declares the variable as `Observable<Element>`.
///
/// `@unchecked Sendable` as every `Observable` (`Core/Sendable+Conformances.swift`): it holds
/// only its source, a `let`.
public final class MainThreadObservable<Element>: Observable<Element>, @unchecked Sendable {
    /// The sequence that delivers on the main thread.
    @usableFromInline let source: Observable<Element>

    /// Wraps `source`, which must deliver on the main thread (`MainScheduler.instance`'s
    /// `observe(on:)`, or an operator that keeps the thread applied to such a sequence).
    @inlinable
    init(mainThreadSource source: Observable<Element>) {
        self.source = source
        super.init()
    }

    /// Subscribes `observer` to the source.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// Subscribes `handler` to the source, as the source's own subscription: the wrapper adds no
    /// link to the subscription inspector's chains.
    @usableFromInline
    override func subscribeEvents(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        source.subscribeEvents(handler)
    }

    /// What its source is: an operator's producer.
    @usableFromInline
    override class var chainLinkKind: ChainLinkKind { .producer }

    /// The source's.
    @usableFromInline
    override var innerSubscriptionShape: InnerSubscriptionShape {
        source.innerSubscriptionShape
    }

    /// The source's.
    @usableFromInline
    override func inspectorIdentity() -> Int? {
        source.inspectorIdentity()
    }

    /// The source's.
    @usableFromInline
    override func inspectorOperatorFunction() -> StaticString? {
        source.inspectorOperatorFunction()
    }
}
