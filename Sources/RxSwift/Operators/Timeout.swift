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
            sink.startTimer(for: 0)
            sink.subscription.disposable = source.subscribeHandler(sink.onSource)
            sink.setSubscription(Disposables.create(sink.subscription, sink.timer))
            return sink
        }
    }
}

/// The sink of `timeout`: every element starts a new timer; the timer of the latest element
/// (or of the subscription) switches to `other` if nothing came in between.
@usableFromInline
final class TimeoutSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let other: Observable<Element>
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let lock = RxLock()
    /// The number of elements so far; a timer is valid only for the count it was started at.
    @usableFromInline @exclusivity(unchecked) var elementCount: UInt64 = 0
    /// Set when the timer won or the source ended: from then on only one side may deliver.
    @usableFromInline @exclusivity(unchecked) var decided = false
    @usableFromInline let subscription = SerialDisposable()
    @usableFromInline let timer = SerialDisposable()

    @inlinable
    init(dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType, observer: @escaping (Event<Element>) -> Void) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable
    func onSource(_ event: Event<Element>) {
        switch event {
        case .next:
            let count = lock.withLock { () -> UInt64? in
                if decided { return nil }
                elementCount &+= 1
                return elementCount
            }
            guard let count else { return }
            forwardOn(event)
            startTimer(for: count)
        case .error, .completed:
            let wins = lock.withLock { () -> Bool in
                if decided { return false }
                decided = true
                return true
            }
            if wins {
                forwardOn(event)
                dispose()
            }
        }
    }

    /// Starts the timer that fires unless another element arrives after `count` elements.
    @usableFromInline
    func startTimer(for count: UInt64) {
        timer.disposable = scheduler.scheduleRelative(count, dueTime: dueTime) { count in
            self.timerFired(for: count)
            return Disposables.create()
        }
    }

    @usableFromInline
    func timerFired(for count: UInt64) {
        let wins = lock.withLock { () -> Bool in
            if decided || elementCount != count { return false }
            decided = true
            return true
        }
        if wins {
            subscription.disposable = other.subscribeHandler(onOther)
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
