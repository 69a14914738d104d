extension ObservableType {
    /// A sequence that sends `element` again and again, each time from its own action on
    /// `scheduler`, until the subscription is disposed. It never completes.
    @inlinable
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        ClosureProducer { observer, cancel in
            let sink = RepeatElementSink(element: element, scheduler: scheduler, observer: observer, cancel: cancel)
            sink.start()
            return (sink, Disposables.create())
        }
    }
}

/// The sink of `repeatElement`: every step sends the element and asks for another step.
@usableFromInline
final class RepeatElementSink<Element>: ScheduledIterationSink<Element> {
    @usableFromInline let element: Element

    @inlinable
    init(element: Element, scheduler: ImmediateSchedulerType, observer: @escaping (Event<Element>) -> Void, cancel: Cancelable) {
        self.element = element
        super.init(
            scheduler: scheduler,
            runSteps: { sink in unsafeDowncast(sink, to: RepeatElementSink<Element>.self).iterate() },
            observer: observer,
            cancel: cancel
        )
    }

    /// Sends the element until the sink is disposed or must yield.
    @inlinable
    final func iterate() {
        let element = self.element
        let yieldCheck = makeYieldCheck()
        while !isDisposed {
            forwardOn(.next(element))
            if yieldCheck.mustYield {
                scheduleStep()
                return
            }
        }
    }
}
