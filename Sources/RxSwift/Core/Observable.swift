/// The observable sequence class every operator returns.
///
/// `Observable` is abstract: concrete sequences are producers (`Producer`), subjects and
/// connectable sequences.
public class Observable<Element>: ObservableType {
    @usableFromInline
    init() {}

    /// Subscribes `observer` to the sequence's events. Subclasses override this.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        rxAbstractMethod("Observable.subscribe")
    }

    /// The library's own subscription path: the observer is a closure, so operators built in
    /// specialised (`@inlinable`) code forward elements with one indirect call a stage.
    @usableFromInline
    func subscribeHandler(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnyObserver.sinkObserver(handler))
    }

    /// `subscribeHandler`, with the subscription typed as a class, for the sequences whose
    /// sink is known to be one (`range`): its subscriber then holds and disposes it without going
    /// through the `Disposable` existential (the merge's inner subscriptions). `nil`, without
    /// subscribing, for every other sequence: the caller then uses `subscribeHandler`.
    @usableFromInline
    func subscribeSink(_ handler: @escaping (Event<Element>) -> Void) -> SubscriptionHolder? {
        nil
    }

    /// Identifies the sequence for `SubscriptionInspector`, which draws the subscriptions to
    /// one sequence from one node. `nil` for producers: each subscription runs its own chain,
    /// and the `subscribe` that built and subscribed a chain in one function may keep the last
    /// producer on the stack, which asking for its address would prevent.
    @usableFromInline
    func inspectorIdentity() -> Int? {
        Int(bitPattern: ObjectIdentifier(self))
    }

    /// Returns itself. Final and inlinable, so that generic code specialised for an `Observable`
    /// (a merge's inner sequences) gets the sequence without a call.
    @inlinable
    public final func asObservable() -> Observable<Element> {
        self
    }
}
