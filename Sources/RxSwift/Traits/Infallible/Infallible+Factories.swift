extension InfallibleType {
    /// An `Infallible` of `element`, followed by completion, delivered during `subscribe`.
    @inlinable
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Observable.just(element))
    }

    /// An `Infallible` of `element`, followed by completion, delivered on `scheduler`.
    @inlinable
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.just(element, scheduler: scheduler))
    }

    /// An `Infallible` that delivers nothing and never completes.
    @inlinable
    public static func never() -> Infallible<Element> {
        Infallible(Observable.never())
    }

    /// An `Infallible` that completes at once.
    @inlinable
    public static func empty() -> Infallible<Element> {
        Infallible(Observable.empty())
    }

    /// An `Infallible` made anew for every subscriber by `observableFactory`.
    ///
    /// The factory is declared `throws` for compatibility; an error it throws is a
    /// programmer error, since an `Infallible` cannot fail.
    @inlinable
    @available(swift, introduced: 6)
    @preconcurrency
    public static func deferred(_ observableFactory: @escaping @Sendable () throws -> Infallible<Element>) -> Infallible<Element> {
        Infallible(Observable.deferred {
            do {
                return try observableFactory().asObservable()
            } catch {
                rxFatalError("Infallible.deferred: the factory threw \(error), but an Infallible cannot fail.")
            }
        })
    }

    /// An `Infallible` of `elements`, followed by completion, delivered on `scheduler`.
    @inlinable
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// An `Infallible` of the elements of `array`, followed by completion, delivered on
    /// `scheduler`.
    @inlinable
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// An `Infallible` of the elements of `sequence`, followed by completion, delivered on
    /// `scheduler`.
    @inlinable
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> where Sequence.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }
}

extension InfallibleType where Element: RxAbstractInteger {
    /// An `Infallible` that delivers 0, 1, 2, ... every `period` on `scheduler`.
    @inlinable
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(Observable.interval(period, scheduler: scheduler))
    }

    /// An `Infallible` that delivers 0 after `dueTime` on `scheduler`, then completes or, with
    /// a `period`, goes on counting every `period`.
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(Observable.timer(dueTime, period: period, scheduler: scheduler))
    }
}
