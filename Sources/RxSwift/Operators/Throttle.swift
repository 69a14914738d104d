import Dispatch
import Foundation

extension ObservableType {
    /// Delivers at most one element per `dueTime`, on `scheduler`: an element arriving when
    /// the last delivery is at least `dueTime` old goes through at once; one arriving sooner
    /// is held until the period ends when `latest` is true (a newer one replacing it), and
    /// dropped otherwise.
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = ThrottleSink(dueTime: dueTime, latest: latest, scheduler: scheduler, observer: observer)
            let subscription = source.subscribeHandler(sink.on)
            sink.setSubscription(Disposables.create(subscription, sink.timer))
            return sink
        }
    }
}

/// The state of `throttle`.
@usableFromInline
struct ThrottleState<Element> {
    /// When the last element was delivered.
    @usableFromInline var lastSent: RxTime?
    /// The element held until the period ends.
    @usableFromInline var held: Element?
    /// Whether a timer for the held element is scheduled.
    @usableFromInline var timerScheduled = false
    /// Whether the source completed while an element was held.
    @usableFromInline var completedWhileHolding = false

    @inlinable
    init() {}
}

/// What `throttle` does with an element, decided under the lock.
@usableFromInline
enum ThrottleDecision {
    case delivered
    case dropped
    case held
    case holdAndScheduleTimer(after: RxTimeInterval, OrderedDisposableSlot.Generation)
}

/// The sink of `throttle`.
@usableFromInline
final class ThrottleSink<Element>: EventSerializingSink<Element>, @unchecked Sendable {
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let latest: Bool
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline @exclusivity(unchecked) var state = ThrottleState<Element>()
    /// The timer of the held element.
    @usableFromInline let timer = OrderedDisposableSlot()

    @inlinable
    init(dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType, observer: @escaping (Event<Element>) -> Void) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let now = scheduler.now
            let period = dueTime.convertToSecondsFactor
            let decision = update { enqueue -> ThrottleDecision in
                let remaining = state.lastSent.map { period - now.timeIntervalSince($0) } ?? 0
                if remaining <= 0 {
                    state.held = nil
                    state.lastSent = now
                    enqueue(event)
                    return .delivered
                }
                if !latest {
                    return .dropped
                }
                state.held = element
                if state.timerScheduled {
                    return .held
                }
                state.timerScheduled = true
                return .holdAndScheduleTimer(after: .nanoseconds(Int(remaining * 1_000_000_000)), timer.reserve())
            }
            if case .holdAndScheduleTimer(let interval, let generation) = decision {
                timer.install(scheduler.scheduleRelative(self, dueTime: interval) { sink in
                    sink.periodEnded()
                    return Disposables.create()
                }, for: generation)
            }
        case .error:
            update { enqueue in
                state.held = nil
                enqueue(event)
            }
        case .completed:
            update { enqueue in
                if state.held != nil {
                    state.completedWhileHolding = true
                } else {
                    enqueue(.completed)
                }
            }
        }
    }

    /// Delivers the held element, and the completion that waited for it.
    @usableFromInline
    func periodEnded() {
        let now = scheduler.now
        update { enqueue in
            state.timerScheduled = false
            if let held = state.held {
                state.held = nil
                state.lastSent = now
                enqueue(.next(held))
            }
            if state.completedWhileHolding {
                enqueue(.completed)
            }
        }
    }
}
