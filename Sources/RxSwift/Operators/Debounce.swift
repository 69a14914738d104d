import Dispatch
import Foundation

extension ObservableType {
    /// Delivers an element only after `dueTime` passes, on `scheduler`, without a newer one;
    /// an element followed too soon by another is dropped. On completion the element still
    /// waiting is delivered first.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, observer: observer)
            let subscription = source.subscribeHandler(sink.on)
            sink.setSubscription(Disposables.create(subscription, sink.timer))
            return sink
        }
    }
}

/// The sink of `debounce`: its `DebounceStateMachine` decides under the lock, where the decided
/// events also take their place in the delivery order; each element restarts the timer, which is
/// started after unlocking.
@usableFromInline
final class DebounceSink<Element>: EventSerializingSink<Element>, @unchecked Sendable {
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType
    /// Read and written only under `lock`.
    @usableFromInline @exclusivity(unchecked) var machine = DebounceStateMachine<Element>()
    /// The timer of the latest element.
    @usableFromInline let timer = OrderedDisposableSlot()

    @inlinable
    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: @escaping (Event<Element>) -> Void) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            var released: Element? = nil
            var started: (count: UInt64, generation: OrderedDisposableSlot.Generation)? = nil
            lock.lock()
            if case .startTimer(let count, let replaced) = machine.sourceNext(element) {
                released = replaced
                started = (count, timer.reserve())
            }
            lock.unlock()
            withExtendedLifetime(released) {}
            if let started {
                timer.install(scheduler.scheduleRelative(started.count, dueTime: dueTime) { count in
                    self.timerFired(for: count)
                    return Disposables.create()
                }, for: started.generation)
            }
        case .error:
            let released = update { enqueue -> Element? in
                guard case .forward(let dropped) = machine.sourceFailed() else { return nil }
                enqueue(event)
                return dropped
            }
            withExtendedLifetime(released) {}
        case .completed:
            update { enqueue in
                guard case .complete(let waiting) = machine.sourceCompleted() else { return }
                if let waiting {
                    enqueue(.next(waiting))
                }
                enqueue(.completed)
            }
        }
    }

    @usableFromInline
    func timerFired(for count: UInt64) {
        update { enqueue in
            if case .emit(let waiting) = machine.timerFired(forElement: count) {
                enqueue(.next(waiting))
            }
        }
    }

    /// Stops the machine and releases the waiting element after unlocking.
    @inlinable
    override func dispose() {
        super.dispose()
        let released = lock.withLock { machine.dispose() }
        withExtendedLifetime(released) {}
    }
}
