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
    ///
    /// While `SubscriptionInspector` is on, a subscription made as part of building a recorded
    /// one (an operator subscribing its sources) is added to its chain; off, this costs a load
    /// and a branch.
    @inlinable
    final func subscribeHandler(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        if Hooks.isInspectorOn {
            return subscribeInChain(handler)
        }
        return subscribeEvents(handler)
    }

    /// What `subscribeHandler` does for each kind of sequence. Subclasses override this.
    @usableFromInline
    func subscribeEvents(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnyObserver.sinkObserver(handler))
    }

    /// `subscribeHandler` while `SubscriptionInspector` is on: when a recorded subscription is
    /// being made on this thread, this sequence becomes a link of its chain, with the links of
    /// the sources it subscribes meanwhile as its own sources.
    ///
    /// The recorded subscriptions themselves call `subscribeEvents` of the subscribed sequence
    /// rather than this: a sequence handed to a function the optimiser cannot see into
    /// escapes, and the last producer of a chain built and subscribed in one function would
    /// then be allocated on the heap even while the inspector is off (measured on
    /// `subscribe_dispose`: one allocation more).
    @usableFromInline
    final func subscribeInChain(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        guard SubscriptionInspector.beginLink(
            sequenceType: type(of: self), operatorFunction: inspectorOperatorFunction(), kind: Self.chainLinkKind, identity: inspectorIdentity()
        ) else {
            return subscribeEvents(handler)
        }
        let subscription = subscribeEvents(handler)
        SubscriptionInspector.endLink(subscriptionType: type(of: subscription))
        return subscription
    }

    /// `subscribe(_ observer:)` while `SubscriptionInspector` is on: the subscription is
    /// recorded, with no call site, until it ends or is disposed.
    ///
    /// With `endsWithTerminalEvent` (producers), the subscription lets go of its resources
    /// after the terminal event; otherwise (subjects) it holds them until disposed, as without
    /// the inspector, and the handler the sequence stores does not hold the subscription.
    @usableFromInline
    final func subscribeRecorded(_ on: @escaping (Event<Element>) -> Void, endsWithTerminalEvent: Bool) -> Disposable {
        let record = SubscriptionInspector.register(
            sourceType: type(of: self), operatorFunction: inspectorOperatorFunction(), source: inspectorIdentity(), kind: Self.chainLinkKind,
            elementType: Element.self, file: nil, line: nil
        )
        let disposer = SubscriptionDisposer(onDispose: record.end)
        let endedByTerminalEvent = endsWithTerminalEvent ? disposer : nil
        let subscription = subscribeEvents { event in
            if case .next = event { record.countElement() }
            on(event)
            if event.isStopEvent {
                record.end()
                endedByTerminalEvent?.end()
            }
        }
        SubscriptionInspector.endChain(subscriptionType: type(of: subscription))
        disposer.setSubscription(subscription)
        return disposer
    }

    /// `subscribe(_ observer:)` of the sequences whose subscription is their
    /// `subscribeHandler`'s (subjects and other shared sequences), recorded while
    /// `SubscriptionInspector` is on.
    @inlinable
    final func subscribeObserver<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if Hooks.currentSubscriptionFlags & Hooks.inspectorBit != 0 {
            return subscribeRecorded(observer.on, endsWithTerminalEvent: false)
        }
        return subscribeHandler(observer.on)
    }

    /// What the sequence is in the chains of `SubscriptionInspector`.
    @usableFromInline
    class var chainLinkKind: ChainLinkKind { .leaf }

    /// How a subscriber that manages its inner subscriptions itself may subscribe to the
    /// sequence: `.handler` (through `subscribeHandler`) for every sequence but those that say
    /// otherwise. The one hook of such operators: the merge and the switch ask it of each inner
    /// sequence. A property each kind of sequence answers rather than a cast, which would cost
    /// about 200 instructions for every inner sequence.
    @usableFromInline
    var innerSubscriptionShape: InnerSubscriptionShape {
        .handler
    }

    /// Whether the sequence stores the subscribers the public `subscribe` methods make as they
    /// are (`subscribeStoring(_:)`): `true` for subjects. Every other sequence receives the
    /// subscriber's handler through `subscribeEvents`.
    @usableFromInline
    var storesSubscribers: Bool {
        false
    }

    /// For subjects (`storesSubscribers`): subscribes `subscriber` by storing it in the
    /// subject's observers as it is, and returns the subscription, which holds the subject.
    @usableFromInline
    func subscribeStoring(_ subscriber: SubjectSubscriber<Element>) -> Disposable {
        rxAbstractMethod("Observable.subscribeStoring")
    }

    /// Identifies the sequence for `SubscriptionInspector`, which draws the subscriptions to
    /// one sequence from one node. `nil` for producers: each subscription runs its own chain,
    /// and the `subscribe` that built and subscribed a chain in one function may keep the last
    /// producer on the stack, which asking for its address would prevent.
    @usableFromInline
    func inspectorIdentity() -> Int? {
        Int(bitPattern: ObjectIdentifier(self))
    }

    /// The function of the operator that made the sequence, `map(_:)` for example, for
    /// `SubscriptionInspector`'s chains; `nil` when the sequence's type names it.
    @usableFromInline
    func inspectorOperatorFunction() -> StaticString? {
        nil
    }

    /// Returns itself. Final and inlinable, so that generic code specialised for an `Observable`
    /// (a merge's inner sequences) gets the sequence without a call.
    @inlinable
    public final func asObservable() -> Observable<Element> {
        self
    }
}

/// What `Observable.innerSubscriptionShape` answers: how a subscriber that manages its inner
/// subscriptions itself may subscribe to a sequence.
@usableFromInline
enum InnerSubscriptionShape {
    /// Through `subscribeHandler`, as any subscriber.
    case handler
    /// The sequence is a `ReusableSinkProducer` (`range`): its subscription is a sink that a
    /// subscriber can build, record and start in separate steps, and start again once it has
    /// ended (`Observable.reusableSinkProducer`).
    case reusableSink
    /// The sequence is a `JustObservable`: subscribing sends its `element`, then completion,
    /// before `subscribe` returns, and leaves nothing to dispose, so a subscriber may take the
    /// element instead of subscribing.
    case immediateElement
}
