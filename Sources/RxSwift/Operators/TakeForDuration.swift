extension ObservableType {
    /// Forwards the sequence for `duration` after subscription, measured on `scheduler`, then
    /// completes (unless the sequence terminated before).
    @inlinable
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = TakeForDurationSink(observer: observer)
            let timer = scheduler.scheduleRelative(sink, dueTime: duration) { sink in
                sink.durationEnded()
                return Disposables.create()
            }
            let subscription = source.subscribeHandler(sink.on)
            sink.setSubscription(Disposables.create(timer, subscription))
            return sink
        }
    }

    /// Forwards the sequence for `duration` after subscription, then completes.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    @inlinable
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}

/// The sink of `take(for:scheduler:)`: its `TakeForDurationStateMachine` decides under the lock
/// whether the source's events and the timer's completion pass, and a passing event takes its
/// place in the delivery order in the same critical section, so nothing follows the first
/// terminal event.
@usableFromInline
final class TakeForDurationSink<Element>: EventSerializingSink<Element>, @unchecked Sendable {
    /// Read and written only under `lock`.
    @usableFromInline @exclusivity(unchecked) var machine = TakeForDurationStateMachine()

    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            emit { machine.sourceNext() == .forward ? event : nil }
        case .error, .completed:
            emit { machine.sourceEnded() == .forward ? event : nil }
        }
    }

    /// The duration passed: completes the result unless it has ended.
    @usableFromInline
    func durationEnded() {
        emit { machine.durationEnded() == .forward ? .completed : nil }
    }
}
