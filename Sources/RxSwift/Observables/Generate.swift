extension ObservableType {
    /// A sequence driven by a state: it sends `initialState`, then `iterate` of the previous
    /// state, and so on, for as long as `condition` holds; then it completes. Each state is
    /// sent from its own action on `scheduler`. An error thrown by `condition` or `iterate`
    /// ends the sequence with that error.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public static func generate(
        initialState: Element,
        condition: @escaping @Sendable (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping @Sendable (Element) throws -> Element
    ) -> Observable<Element> {
        // Swift 5 form: this body, with plain closures.
        let iterationScheduler = IterationScheduler.unlessCurrentThread(scheduler)
        return ClosureProducer { observer in
            let sink = GenerateSink(
                initialState: initialState,
                condition: condition,
                iterate: iterate,
                scheduler: iterationScheduler,
                observer: observer
            )
            sink.start()
            return sink
        }
    }
}

/// The sink of `generate`: every step but the first advances the state with `iterate`, then
/// sends the state if `condition` holds and completes otherwise.
@usableFromInline
final class GenerateSink<Element>: ScheduledIterationSink<Element>, @unchecked Sendable {
    @usableFromInline let condition: (Element) throws -> Bool
    @usableFromInline let iterate: (Element) throws -> Element
    /// The state the next step starts from.
    @usableFromInline @exclusivity(unchecked) var state: Element
    /// Whether no step has run yet (the first one sends `state` without iterating).
    @usableFromInline @exclusivity(unchecked) var isFirstStep = true

    @inlinable
    init(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        iterate: @escaping (Element) throws -> Element,
        scheduler: IterationScheduler?,
        observer: @escaping (Event<Element>) -> Void
    ) {
        self.state = initialState
        self.condition = condition
        self.iterate = iterate
        super.init(
            scheduler: scheduler,
            runSteps: { sink, loop in unsafeDowncast(sink, to: GenerateSink<Element>.self).generate(loop: loop) },
            observer: observer
        )
    }

    /// Runs steps until the condition fails, a closure throws, the sink is disposed, or it
    /// must yield.
    @inlinable @inline(__always)
    final func generate(loop: Unmanaged<TrampolineQueue>?) -> Bool {
        var state = self.state
        var isFirstStep = self.isFirstStep
        let yieldCheck = makeYieldCheck(loop: loop)
        do {
            while !isDisposed {
                if isFirstStep {
                    isFirstStep = false
                } else {
                    state = try iterate(state)
                }
                guard try condition(state) else {
                    forwardOn(.completed)
                    dispose()
                    return false
                }
                forwardOn(.next(state))
                if yieldCheck.mustYield {
                    self.state = state
                    self.isFirstStep = false
                    return scheduleStep(after: yieldCheck)
                }
            }
        } catch {
            forwardOn(.error(error))
            dispose()
        }
        return false
    }
}
