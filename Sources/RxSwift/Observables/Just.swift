extension ObservableType {
    /// A sequence of the single `element`, followed by completion, both delivered during
    /// `subscribe`.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        JustObservable(element: element)
    }

    /// A sequence of the single `element`, followed by completion: the element and the
    /// completion are each sent from their own action on `scheduler`.
    @inlinable
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let iterationScheduler = IterationScheduler.unlessCurrentThread(scheduler)
        return ClosureProducer { observer in
            let sink = ObservableSequenceSink(
                iterator: SingleElementIterator(element: element),
                scheduler: iterationScheduler,
                observer: observer
            )
            sink.start()
            return sink
        }
    }
}

/// The sequence behind `just(_:)`: it needs no sink, no trampoline and nothing to dispose,
/// because it is over before `subscribe` returns.
///
/// `subscribe` runs generic code, where making an `Event<Element>` would ask the runtime for
/// its metadata on every call; so the events are made by `send`, a closure without captures
/// (no allocation) built in the specialised initialiser.
@usableFromInline
final class JustObservable<Element>: Observable<Element> {
    @usableFromInline typealias Send = (_ element: Element, _ handler: (Event<Element>) -> Void) -> Void

    @usableFromInline let element: Element
    @usableFromInline let send: Send

    @inlinable
    init(element: Element) {
        self.element = element
        self.send = { element, handler in
            handler(.next(element))
            handler(.completed)
        }
        super.init()
    }

    /// Sends the element and completion to `observer`.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        send(element) { observer.on($0) }
        return Disposables.create()
    }

    @usableFromInline
    override func subscribeEvents(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        send(element, handler)
        return Disposables.create()
    }

    /// `.immediateElement`: a subscriber that manages its inner subscriptions itself may take
    /// `element` instead of subscribing (the merge and the switch do).
    @usableFromInline
    final override var innerSubscriptionShape: InnerSubscriptionShape {
        .immediateElement
    }
}

extension Observable {
    /// The element of a sequence whose `innerSubscriptionShape` is `.immediateElement`: what
    /// subscribing it would send before completing. Only for such a sequence.
    @inlinable
    var immediateElement: Element {
        // Only `JustObservable` answers `.immediateElement`, and it is final.
        unsafeDowncast(self, to: JustObservable<Element>.self).element
    }
}

/// An iterator over at most one element: the element-or-nothing sequences (`just`,
/// `from(optional:)`) run through the same scheduled-iteration sink as `of`.
@usableFromInline
struct SingleElementIterator<Element>: IteratorProtocol {
    @usableFromInline var element: Element?

    @inlinable
    init(element: Element?) {
        self.element = element
    }

    /// Returns the element the first time, `nil` after that.
    @inlinable
    mutating func next() -> Element? {
        defer { element = nil }
        return element
    }
}
