extension ObservableType {
    /// Splits the sequence into groups of elements that share the key `keySelector` returns.
    ///
    /// A group is sent the first time its key appears, just before that element is sent into
    /// it. Groups are hot: a subscriber receives the elements that arrive while it is
    /// subscribed. Disposing the subscription to the outer sequence stops new groups from
    /// being sent, but the source stays subscribed while any group has subscribers. A
    /// terminal event, or an error thrown by `keySelector`, ends every group and the outer
    /// sequence.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public func groupBy<Key: Hashable>(keySelector: @escaping @Sendable (Element) throws -> Key) -> Observable<GroupedObservable<Key, Element>> {
        // Swift 5 form: this body, with plain closures.
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = GroupBySink(keySelector: keySelector, observer: observer)
            sink.sourceSubscription.setDisposable(source.subscribeHandler(sink.on))
            sink.setSubscription(sink.groupsRetainer)
            return sink
        }
    }
}

/// The sink of `groupBy`: routes each element to its group's subject.
///
/// The source subscription is shared (through `groupsRetainer`) between the outer
/// subscription and every subscription to a group, so it lives until all of them are gone.
@usableFromInline
final class GroupBySink<Key: Hashable, Element>: Sink<GroupedObservable<Key, Element>>, @unchecked Sendable {
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let sourceSubscription: SingleAssignmentDisposable
    @usableFromInline let groupsRetainer: RefCountDisposable
    // Touched only from `on`, which the source calls one event at a time.
    @usableFromInline @exclusivity(unchecked) var groups: [Key: PublishSubject<Element>] = [:]

    @inlinable
    init(keySelector: @escaping (Element) throws -> Key, observer: @escaping (Event<GroupedObservable<Key, Element>>) -> Void) {
        let sourceSubscription = SingleAssignmentDisposable()
        self.keySelector = keySelector
        self.sourceSubscription = sourceSubscription
        self.groupsRetainer = RefCountDisposable(disposable: sourceSubscription)
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try keySelector(element)
            } catch {
                stop(with: .error(error))
                return
            }
            if let group = groups[key] {
                group.on(.next(element))
                return
            }
            let group = PublishSubject<Element>()
            groups[key] = group
            let observable = GroupObservable(subject: group, retainer: groupsRetainer)
            forwardOn(.next(GroupedObservable(key: key, source: observable)))
            group.on(.next(element))
        case .error(let error):
            stop(with: .error(error))
        case .completed:
            stop(with: .completed)
        }
    }

    /// Ends every group and the outer sequence with `event`, and unsubscribes from the source.
    @inlinable
    func stop(with event: Event<Element>) {
        let ended = groups
        groups = [:]
        for group in ended.values {
            group.on(event)
        }
        switch event {
        case .error(let error):
            forwardOn(.error(error))
        case .next, .completed:
            forwardOn(.completed)
        }
        sourceSubscription.dispose()
        dispose()
    }
}

/// The sequence of one group: subscribing to it keeps the shared source subscription alive.
@usableFromInline
final class GroupObservable<Element>: Observable<Element> {
    @usableFromInline let subject: PublishSubject<Element>
    @usableFromInline let retainer: RefCountDisposable

    @inlinable
    init(subject: PublishSubject<Element>, retainer: RefCountDisposable) {
        self.subject = subject
        self.retainer = retainer
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeObserver(observer)
    }

    @usableFromInline
    override func subscribeEvents(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        let retained = retainer.retain()
        let subscription = subject.subscribeHandler(handler)
        return Disposables.create(retained, subscription)
    }
}

// Restated as for every `Observable` subclass: the reasons are in Core/Sendable+Conformances.swift.
extension GroupObservable: @unchecked Sendable {}
