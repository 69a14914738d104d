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

/// The sink of `throttle`: its `ThrottleStateMachine` decides under the lock, where the decided
/// events also take their place in the delivery order; the timer that ends a period is started
/// after unlocking.
@usableFromInline
final class ThrottleSink<Element>: EventSerializingSink<Element>, @unchecked Sendable {
    @usableFromInline let scheduler: SchedulerType
    /// Read and written only under `lock`.
    @usableFromInline @exclusivity(unchecked) var machine: ThrottleStateMachine<Element>
    /// The timer of the held element.
    @usableFromInline let timer = OrderedDisposableSlot()

    @inlinable
    init(dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType, observer: @escaping (Event<Element>) -> Void) {
        self.scheduler = scheduler
        machine = ThrottleStateMachine(period: dueTime.convertToSecondsFactor, holdsLatest: latest)
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let now = scheduler.now
            let (released, started) = update { enqueue -> (Element?, (after: RxTimeInterval, generation: OrderedDisposableSlot.Generation)?) in
                switch machine.sourceNext(element, at: now) {
                case .forward(let replaced):
                    enqueue(event)
                    return (replaced, nil)
                case .hold(let replaced):
                    return (replaced, nil)
                case .holdAndStartTimer(let interval):
                    return (nil, (interval, timer.reserve()))
                case .drop:
                    return (nil, nil)
                }
            }
            withExtendedLifetime(released) {}
            if let started {
                timer.install(scheduler.scheduleRelative(self, dueTime: started.after) { sink in
                    sink.periodEnded()
                    return Disposables.create()
                }, for: started.generation)
            }
        case .error, .completed:
            let released = update { enqueue -> Element? in
                let action = event.isCompleted ? machine.sourceCompleted() : machine.sourceFailed()
                guard case .forward(let dropped) = action else { return nil }
                enqueue(event)
                return dropped
            }
            withExtendedLifetime(released) {}
        }
    }

    /// Delivers the held element, and the completion that waited for it.
    @usableFromInline
    func periodEnded() {
        let now = scheduler.now
        update { enqueue in
            switch machine.periodEnded(at: now) {
            case .emit(let held):
                enqueue(.next(held))
            case .complete(let held):
                enqueue(.next(held))
                enqueue(.completed)
            case .none:
                break
            }
        }
    }

    /// Stops the machine and releases the held element after unlocking.
    @inlinable
    override func dispose() {
        super.dispose()
        let released = lock.withLock { machine.dispose() }
        withExtendedLifetime(released) {}
    }
}
