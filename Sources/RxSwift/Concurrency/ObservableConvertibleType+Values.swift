extension ObservableConvertibleType {
    /// The sequence's elements as an `AsyncThrowingStream`, for `for try await` loops.
    ///
    /// Each access makes a new stream, which subscribes at once and keeps every element the
    /// sequence delivers until it is consumed (the buffer is unbounded). The sequence's error is
    /// thrown by the loop; its completion ends the loop.
    ///
    /// The subscription is disposed when the stream terminates: on the sequence's error or
    /// completion, when the task iterating it is cancelled, or when the stream and its iterator
    /// are dropped (for example after `break`). Cancelling the iterating task makes the loop
    /// throw `CancellationError`, as in RxSwift.
    @inlinable
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        let source = asObservable()
        return AsyncThrowingStream(Element.self, bufferingPolicy: .unbounded) { continuation in
            let subscription = SingleAssignmentDisposable()
            continuation.onTermination = { termination in
                subscription.dispose()
                // The stream calls this before it ends a waiting iteration, so finishing here
                // makes that iteration throw instead of returning `nil`.
                if case .cancelled = termination {
                    continuation.finish(throwing: CancellationError())
                }
            }
            subscription.setDisposable(source.subscribe { (event: Event<Element>) in
                switch event {
                case .next(let element):
                    // The stream takes the element over: the observer never touches it again
                    // after handing it on, so moving it to the consuming task adds no sharing
                    // beyond what the observable's own producer keeps.
                    nonisolated(unsafe) let handedOver = element
                    continuation.yield(handedOver)
                case .error(let error):
                    continuation.finish(throwing: error)
                case .completed:
                    continuation.finish()
                }
            })
        }
    }
}
