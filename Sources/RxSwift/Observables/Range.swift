/// The integer types `range`, `interval` and `timer` can produce.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// The `count` consecutive integers from `start` upwards, followed by completion. Each
    /// element and the completion is sent from its own action on `scheduler`; on the default
    /// current-thread scheduler the whole range arrives during `subscribe` when no other
    /// trampolined work is running.
    ///
    /// A negative `count`, or a range that does not fit in `Element`, is a programmer error.
    @inlinable
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        if count < 0 {
            rxFatalError("Observable.range: count must not be negative, but it is \(count).")
        }
        if count > 0 && start > Element.max - (count - 1) {
            rxFatalError("Observable.range: start \(start) and count \(count) go past \(Element.self).max.")
        }
        let iterationScheduler = IterationScheduler.unlessCurrentThread(scheduler)
        return ParameterizedProducer((start: start, count: count), scheduler: iterationScheduler) { range, scheduler, observer, trampoline in
            let sink = RangeSink(start: range.start, count: range.count, scheduler: scheduler, observer: observer)
            sink.start(on: trampoline)
            return sink
        }
    }
}

/// The sink of `range`: each step sends the next integer; the step after the last one sends
/// completion.
@usableFromInline
final class RangeSink<Element: RxAbstractInteger>: ScheduledIterationSink<Element> {
    @usableFromInline let start: Element
    @usableFromInline let count: Element
    /// How many integers were sent before the current scheduled action.
    @usableFromInline @exclusivity(unchecked) var sent: Element = 0

    @inlinable
    init(start: Element, count: Element, scheduler: IterationScheduler?, observer: @escaping (Event<Element>) -> Void) {
        self.start = start
        self.count = count
        super.init(
            scheduler: scheduler,
            runSteps: { sink in unsafeDowncast(sink, to: RangeSink<Element>.self).iterate() },
            observer: observer
        )
    }

    /// Runs steps until the range ends, the sink is disposed, or it must yield.
    @inlinable @inline(__always)
    final func iterate() {
        let start = self.start, count = self.count
        var sent = self.sent
        let yieldCheck = makeYieldCheck()
        while !isDisposed {
            guard sent < count else {
                forwardOn(.completed)
                dispose()
                return
            }
            let element = start + sent
            sent += 1
            forwardOn(.next(element))
            if yieldCheck.mustYield {
                self.sent = sent
                scheduleStep(after: yieldCheck)
                return
            }
        }
    }
}
