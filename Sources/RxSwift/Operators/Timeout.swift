import Dispatch
import Foundation

extension ObservableType {
    /// Fails with `RxError.timeout` when `dueTime` passes, on `scheduler`, without an event:
    /// from the subscription to the first element, or between two elements.
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeoutProducer(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` when `dueTime` passes, on `scheduler`, without an event: from the
    /// subscription to the first element, or between two elements.
    @inlinable
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType) -> Observable<Element> where Element == Source.Element {
        timeoutProducer(dueTime, other: other.asObservable(), scheduler: scheduler)
    }

    @inlinable
    func timeoutProducer(_ dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType, operatorFunction: StaticString = #function) -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer(operatorFunction: operatorFunction) { observer in
            let sink = TimeoutSink(dueTime: dueTime, other: other, scheduler: scheduler, observer: observer)
            sink.run(source)
            return sink
        }
    }
}

/// The sink of `timeout`: every element starts a new timer; the timer of the latest element
/// (or of the subscription) switches to `other` if nothing came in between. Its
/// `TimeoutStateMachine` decides under the lock.
@usableFromInline
final class TimeoutSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let other: Observable<Element>
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let lock = RxLock()
    /// Read and written only under `lock`.
    @usableFromInline @exclusivity(unchecked) var machine = TimeoutStateMachine()
    /// The source subscription, then `other`'s: reserved before the first timer starts, the
    /// source's generation is earlier than the switch, which the timer decides under `lock`.
    @usableFromInline let subscription = OrderedDisposableSlot()
    /// The timer of the latest element, or of the subscription.
    @usableFromInline let timer = OrderedDisposableSlot()

    @inlinable
    init(dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType, observer: @escaping (Event<Element>) -> Void) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    /// Starts the first timer and subscribes to the source.
    @inlinable
    func run(_ source: Observable<Element>) {
        let sourceGeneration = subscription.reserve()
        startTimer(for: 0, as: timer.reserve())
        subscription.install(source.subscribeHandler(onSource), for: sourceGeneration)
        setSubscription(Disposables.create(subscription, timer))
    }

    @inlinable
    func onSource(_ event: Event<Element>) {
        switch event {
        case .next:
            let started = lock.withLock { () -> (count: UInt64, timer: OrderedDisposableSlot.Generation)? in
                guard case .forward(let count) = machine.sourceNext() else { return nil }
                return (count, timer.reserve())
            }
            guard let started else { return }
            forwardOn(event)
            startTimer(for: started.count, as: started.timer)
        case .error, .completed:
            if lock.withLock({ machine.sourceEnded() }) == .decide {
                forwardOn(event)
                dispose()
            }
        }
    }

    /// Starts the timer that fires unless another element arrives after `count` elements.
    @usableFromInline
    func startTimer(for count: UInt64, as generation: OrderedDisposableSlot.Generation) {
        timer.install(scheduler.scheduleRelative(count, dueTime: dueTime) { count in
            self.timerFired(for: count)
            return Disposables.create()
        }, for: generation)
    }

    @usableFromInline
    func timerFired(for count: UInt64) {
        let switchGeneration = lock.withLock { () -> OrderedDisposableSlot.Generation? in
            machine.timerFired(afterElements: count) == .decide ? subscription.reserve() : nil
        }
        if let switchGeneration {
            subscription.install(other.subscribeHandler(onOther), for: switchGeneration)
        }
    }

    @inlinable
    func onOther(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
