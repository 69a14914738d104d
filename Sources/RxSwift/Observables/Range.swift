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
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        makeRange(start: start, count: count, scheduler: IterationScheduler.unlessCurrentThread(scheduler))
    }

    /// `range(start:count:scheduler:)` on the current-thread scheduler. An overload rather than
    /// a default argument: the default `CurrentThreadScheduler.instance` cost every call a
    /// `swift_once`, a retain and release of the shared instance and an existential to destroy
    /// (an inner `range` of `flatMap` is made once per outer element).
    @inlinable
    public static func range(start: Element, count: Element) -> Observable<Element> {
        makeRange(start: start, count: count, scheduler: nil)
    }

    /// Checks the range and builds its producer, stepping on `scheduler` (`nil`: the
    /// current-thread scheduler).
    @inlinable
    static func makeRange(start: Element, count: Element, scheduler: IterationScheduler?) -> Observable<Element> {
        if count < 0 {
            rxFatalError("Observable.range: count must not be negative, but it is \(count).")
        }
        if count > 0 && start > Element.max - (count - 1) {
            rxFatalError("Observable.range: start \(start) and count \(count) go past \(Element.self).max.")
        }
        return ParameterizedProducer(
            (start: start, count: count),
            scheduler: scheduler,
            make: { range, scheduler, observer in
                RangeSink(start: range.start, count: range.count, scheduler: scheduler, observer: consume observer)
            },
            restart: { range, scheduler, sink in
                // Only a sink of `range` on the current-thread scheduler (a recycled sink always
                // is on it) starts again; it compares one metadata pointer.
                guard scheduler == nil, type(of: sink) == RangeSink<Element>.self else { return false }
                unsafeDowncast(sink, to: RangeSink<Element>.self).restart(start: range.start, count: range.count)
                return true
            }
        )
    }
}

/// The sink of `range`: each step sends the next integer; the step after the last one sends
/// completion.
///
/// It keeps two integers (the next one and how many are left) rather than the start, the count
/// and how many were sent: the smaller instance falls in the allocator's size class for fast
/// reuse (120 bytes for `Int`), which matters when many inner ranges are made and freed.
@usableFromInline
final class RangeSink<Element: RxAbstractInteger>: ScheduledIterationSink<Element>, @unchecked Sendable {
    /// The integer the next step sends.
    @usableFromInline @exclusivity(unchecked) var next: Element
    /// How many integers are left to send.
    @usableFromInline @exclusivity(unchecked) var remaining: Element

    @inlinable
    init(start: Element, count: Element, scheduler: IterationScheduler?, observer: @escaping (Event<Element>) -> Void) {
        self.next = start
        self.remaining = count
        super.init(
            scheduler: scheduler,
            runSteps: { sink, loop in unsafeDowncast(sink, to: RangeSink<Element>.self).iterate(loop: loop) },
            observer: observer
        )
    }

    /// Makes this ended sink, referenced by nobody else, the sink of a new subscription to
    /// `count` integers from `start`, for the same observer (see
    /// `ReusableSinkProducer.restartSink(_:)`).
    @inlinable
    final func restart(start: Element, count: Element) {
        next = start
        remaining = count
        reopen()
    }

    /// Runs steps until the range ends, the sink is disposed, or it must yield.
    @inlinable @inline(__always)
    final func iterate(loop: Unmanaged<TrampolineQueue>?) -> Bool {
        var next = self.next, remaining = self.remaining
        let yieldCheck = makeYieldCheck(loop: loop)
        while !isDisposed {
            guard remaining > 0 else {
                forwardOn(.completed)
                dispose()
                return false
            }
            let element = next
            // Wraps only past the last element (`Element.max`), which is never sent.
            next &+= 1
            remaining -= 1
            forwardOn(.next(element))
            if yieldCheck.mustYield {
                self.next = next
                self.remaining = remaining
                return scheduleStep(after: yieldCheck)
            }
        }
        return false
    }
}
