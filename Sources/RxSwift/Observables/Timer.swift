extension ObservableType where Element: RxAbstractInteger {
    /// A sequence that sends 0, 1, 2, ... on `scheduler`, one every `period`, the first one
    /// `period` after subscription. It never completes.
    @inlinable
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }

    /// A sequence that sends 0 on `scheduler` `dueTime` after subscription. Without a
    /// `period` it then completes; with one it goes on sending 1, 2, ... every `period` and
    /// never completes.
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> {
        if let period {
            return ClosureProducer { observer in
                let sink = TimerSink(observer: observer)
                let subscription = scheduler.schedulePeriodic(0 as Element, startAfter: dueTime, period: period) { count in
                    sink.forwardOn(.next(count))
                    return count &+ 1
                }
                sink.setSubscription(subscription)
                return sink
            }
        }
        return ClosureProducer { observer in
            let sink = TimerSink(observer: observer)
            let subscription = scheduler.scheduleRelative(sink, dueTime: dueTime) { sink in
                sink.forwardOn(.next(0))
                sink.forwardOn(.completed)
                sink.dispose()
                return Disposables.create()
            }
            sink.setSubscription(subscription)
            return sink
        }
    }
}

/// The sink of `timer` and `interval`: the scheduled actions forward through it, so nothing
/// reaches the observer once the subscription is disposed.
@usableFromInline
final class TimerSink<Element: RxAbstractInteger>: Sink<Element>, @unchecked Sendable {
    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }
}
