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

/// The state of `debounce`: the element waiting for its quiet period and its number.
@usableFromInline
struct DebounceState<Element> {
    @usableFromInline var waiting: Element?
    @usableFromInline var elementCount: UInt64 = 0

    @inlinable
    init() {}
}

/// The sink of `debounce`: each element replaces the waiting one and restarts the timer.
@usableFromInline
final class DebounceSink<Element>: EventSerializingSink<Element>, @unchecked Sendable {
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline @exclusivity(unchecked) var state = DebounceState<Element>()
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
            let (count, generation) = update { enqueue -> (UInt64, OrderedDisposableSlot.Generation) in
                state.waiting = element
                state.elementCount &+= 1
                return (state.elementCount, timer.reserve())
            }
            timer.install(scheduler.scheduleRelative(count, dueTime: dueTime) { count in
                self.timerFired(for: count)
                return Disposables.create()
            }, for: generation)
        case .error:
            update { enqueue in
                state.waiting = nil
                enqueue(event)
            }
        case .completed:
            update { enqueue in
                if let waiting = state.waiting {
                    state.waiting = nil
                    enqueue(.next(waiting))
                }
                enqueue(.completed)
            }
        }
    }

    @usableFromInline
    func timerFired(for count: UInt64) {
        update { enqueue in
            if state.elementCount == count, let waiting = state.waiting {
                state.waiting = nil
                enqueue(.next(waiting))
            }
        }
    }
}
