extension ObservableType {
    /// Passes on the first `count` elements, then completes. With a `count` of zero the
    /// result completes at once without subscribing to the source. A negative `count` is a
    /// programmer error, reported with the call site (`file`, `line`).
    @inlinable
    public func take(_ count: Int, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        if count < 0 {
            rxFatalError("take(_:): the count argument must not be negative, got \(count) (called at \(file):\(line)).", file: file, line: line)
        }
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = TakeCountSink(count: count, observer: observer)
            if count == 0 {
                sink.forwardOn(.completed)
                sink.dispose()
                return sink
            }
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class TakeCountSink<Element>: Sink<Element>, ElementHandlingSink, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var remaining: Int

    @inlinable
    init(count: Int, observer: @escaping (Event<Element>) -> Void) {
        self.remaining = count
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        if remaining <= 0 {
            return
        }
        remaining -= 1
        forwardOn(.next(element))
        if remaining == 0 {
            forwardCompletion()
        }
    }
}
