extension ObservableType {
    /// A sequence made anew for every subscriber: `observableFactory` runs at subscription time
    /// and the subscriber is subscribed to what it returns. An error thrown by the factory is
    /// sent as the sequence's error.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public static func deferred(_ observableFactory: @escaping @Sendable () throws -> Observable<Element>) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        ClosureProducer { observer in
            let sink = DeferredSink(observer: observer)
            let source: Observable<Element>
            do {
                source = try observableFactory()
            } catch {
                sink.forwardOn(.error(error))
                sink.dispose()
                return sink
            }
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

/// The sink of `deferred`: forwards the made sequence's events and ends with it.
@usableFromInline
final class DeferredSink<Element>: Sink<Element>, @unchecked Sendable {
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
