extension ObservableType {
    /// A sequence that lives with a resource: for every subscriber, `resourceFactory` makes a
    /// resource, `observableFactory` makes the sequence from it, and the resource is disposed
    /// when the subscription ends (by disposal, error or completion). An error thrown by
    /// either factory is sent as the sequence's error.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping @Sendable () throws -> Resource,
        observableFactory: @escaping @Sendable (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        ClosureProducer { observer in
            let sink = UsingSink(observer: observer)
            let resource: Resource
            do {
                resource = try resourceFactory()
            } catch {
                sink.forwardOn(.error(error))
                sink.dispose()
                return sink
            }
            let source: Observable<Element>
            do {
                source = try observableFactory(resource)
            } catch {
                sink.forwardOn(.error(error))
                sink.dispose()
                sink.setSubscription(resource)
                return sink
            }
            let subscription = source.subscribeHandler(sink.on)
            sink.setSubscription(Disposables.create(subscription, resource))
            return sink
        }
    }
}

/// The sink of `using`: forwards the sequence's events and ends with it; the resource is
/// part of the subscription, so it goes when the sink is disposed.
@usableFromInline
final class UsingSink<Element>: Sink<Element>, @unchecked Sendable {
    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        forwardOn(event)
        switch event {
        case .next:
            break
        case .error, .completed:
            dispose()
        }
    }
}
