extension ObservableType {
    /// Passes on the source's events, but if the source completes without any element,
    /// continues with the events of `other` instead of completing.
    @inlinable
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = SwitchIfEmptySink(other: other, observer: observer)
            sink.run(source)
            return sink
        }
    }
}

@usableFromInline
final class SwitchIfEmptySink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let other: Observable<Element>
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline let otherSubscription = SingleAssignmentDisposable()
    @usableFromInline @exclusivity(unchecked) var isEmpty = true

    @inlinable
    init(other: Observable<Element>, observer: @escaping (Event<Element>) -> Void) {
        self.other = other
        super.init(observer: observer)
    }

    @inlinable
    func run(_ source: Observable<Element>) {
        sourceSubscription.setDisposable(source.subscribeHandler(on))
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            isEmpty = false
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if !isEmpty {
                forwardOn(event)
                dispose()
                return
            }
            sourceSubscription.dispose()
            if isDisposed {
                return
            }
            otherSubscription.setDisposable(other.subscribeHandler(onOther))
        }
    }

    @inlinable
    func onOther(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }

    @inlinable
    override func dispose() {
        super.dispose()
        sourceSubscription.dispose()
        otherSubscription.dispose()
    }
}
