extension ObservableType {
    /// Passes on the source's events; whenever the source ends with an error, subscribes to it
    /// again, without limit.
    ///
    /// Resubscriptions go through the current-thread trampoline, so a source that fails
    /// synchronously does not grow the stack.
    @inlinable
    public func retry() -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = CatchSequenceSink(nextSource: { source }, observer: observer)
            sink.subscribeNext()
            return sink
        }
    }

    /// Passes on the source's events; when the source ends with an error, subscribes to it
    /// again, subscribing at most `maxAttemptCount` times in all, and passes on the error of
    /// the last attempt. With a `maxAttemptCount` of zero the result completes at once. A
    /// negative `maxAttemptCount` is a programmer error, reported with the call site (`file`,
    /// `line`).
    ///
    /// Resubscriptions go through the current-thread trampoline, so a source that fails
    /// synchronously does not grow the stack.
    @inlinable
    public func retry(_ maxAttemptCount: Int, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        if maxAttemptCount < 0 {
            rxFatalError("retry(_:): the maxAttemptCount argument must not be negative, got \(maxAttemptCount) (called at \(file):\(line)).", file: file, line: line)
        }
        let source = asObservable()
        return ClosureProducer { observer in
            var remainingAttempts = maxAttemptCount
            let sink = CatchSequenceSink(
                nextSource: {
                    if remainingAttempts == 0 {
                        return nil
                    }
                    remainingAttempts -= 1
                    return source
                },
                observer: observer
            )
            sink.subscribeNext()
            return sink
        }
    }
}
