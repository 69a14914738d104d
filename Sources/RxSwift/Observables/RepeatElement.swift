extension ObservableType {
    /// A sequence that sends `element` again and again, each time from its own action on
    /// `scheduler`, until the subscription is disposed. It never completes.
    @inlinable
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        let iterationScheduler = IterationScheduler.unlessCurrentThread(scheduler)
        return ClosureProducer { observer in
            let sink = RepeatElementSink(element: element, scheduler: iterationScheduler, observer: observer)
            sink.start()
            return sink
        }
    }
}

/// The sink of `repeatElement`: every step sends the element and asks for another step.
@usableFromInline
final class RepeatElementSink<Element>: ScheduledIterationSink<Element>, @unchecked Sendable {
    @usableFromInline let element: Element

    @inlinable
    init(element: Element, scheduler: IterationScheduler?, observer: @escaping (Event<Element>) -> Void) {
        self.element = element
        super.init(
            scheduler: scheduler,
            runSteps: { sink, loop in unsafeDowncast(sink, to: RepeatElementSink<Element>.self).iterate(loop: loop) },
            observer: observer
        )
    }

    /// Sends the element until the sink is disposed or must yield.
    @inlinable @inline(__always)
    final func iterate(loop: Unmanaged<TrampolineQueue>?) -> Bool {
        let element = self.element
        let yieldCheck = makeYieldCheck(loop: loop)
        while !isDisposed {
            forwardOn(.next(element))
            if yieldCheck.mustYield {
                return scheduleStep(after: yieldCheck)
            }
        }
        return false
    }
}
