extension ObservableType {
    /// A sequence of `elements`, followed by completion. Each element and the completion is
    /// sent from its own action on `scheduler`; on the default current-thread scheduler the
    /// whole sequence arrives during `subscribe` when no other trampolined work is running.
    @inlinable
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        from(elements, scheduler: scheduler)
    }

    /// A sequence of the elements of `array`, followed by completion, each sent from its own
    /// action on `scheduler`.
    @inlinable
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        let iterationScheduler = IterationScheduler.unlessCurrentThread(scheduler)
        return ClosureProducer { observer in
            let sink = ObservableSequenceSink(iterator: array.makeIterator(), scheduler: iterationScheduler, observer: observer)
            sink.start()
            return sink
        }
    }

    /// A sequence of the elements of `sequence`, followed by completion, each sent from its
    /// own action on `scheduler`. Every subscription iterates `sequence` afresh.
    @inlinable
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> where Sequence.Element == Element {
        let iterationScheduler = IterationScheduler.unlessCurrentThread(scheduler)
        return ClosureProducer { observer in
            let sink = ObservableSequenceSink(iterator: sequence.makeIterator(), scheduler: iterationScheduler, observer: observer)
            sink.start()
            return sink
        }
    }
}

/// The sink of `of` and `from`: each step sends the iterator's next element, and the step
/// after the last element sends completion.
@usableFromInline
final class ObservableSequenceSink<Iterator: IteratorProtocol>: ScheduledIterationSink<Iterator.Element>, @unchecked Sendable {
    /// Where the iteration stands between scheduled actions.
    @usableFromInline @exclusivity(unchecked) var iterator: Iterator

    @inlinable
    init(iterator: Iterator, scheduler: IterationScheduler?, observer: @escaping (Event<Iterator.Element>) -> Void) {
        self.iterator = iterator
        super.init(
            scheduler: scheduler,
            runSteps: { sink, loop in unsafeDowncast(sink, to: ObservableSequenceSink<Iterator>.self).iterate(loop: loop) },
            observer: observer
        )
    }

    /// Runs steps until the sequence ends, the sink is disposed, or it must yield.
    @inlinable @inline(__always)
    final func iterate(loop: Unmanaged<TrampolineQueue>?) -> Bool {
        var iterator = self.iterator
        let yieldCheck = makeYieldCheck(loop: loop)
        while !isDisposed {
            guard let element = iterator.next() else {
                forwardOn(.completed)
                dispose()
                return false
            }
            forwardOn(.next(element))
            if yieldCheck.mustYield {
                self.iterator = iterator
                return scheduleStep(after: yieldCheck)
            }
        }
        return false
    }
}
