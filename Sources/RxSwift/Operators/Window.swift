extension ObservableType {
    /// Splits the sequence into windows, each sent as an `Observable`: a window closes when it
    /// has received `count` elements or when `timeSpan` has passed since it opened, whichever
    /// comes first, and the next window opens at once.
    ///
    /// The first window is sent on subscription. Windows are hot: a subscriber receives the
    /// elements that arrive while it is subscribed. Disposing the outer subscription stops new
    /// windows from being sent, but the source stays subscribed while any window has
    /// subscribers. A terminal event ends the current window and the outer sequence.
    @inlinable
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = WindowSink<Element>(timeSpan: timeSpan, count: count, scheduler: scheduler, observer: observer)
            sink.start()
            sink.sourceSubscription.setDisposable(source.subscribeHandler(sink.on))
            sink.setSubscription(sink.windowsRetainer)
            return sink
        }
    }
}

/// What the window sink delivers, one at a time: an event into a window's subject or an
/// event of the outer sequence.
@usableFromInline
enum WindowDelivery<Element> {
    case intoWindow(PublishSubject<Element>, Event<Element>)
    case outer(Event<Observable<Element>>)
}

/// The sink of `window(timeSpan:count:scheduler:)`: its `ChunkStateMachine` decides under the
/// lock, where the sink also swaps the current window for a new one and queues what goes into
/// the windows and the outer sequence; after unlocking it delivers, disposes the timers the
/// machine let go of and starts the next window's timer. The source subscription and timers are
/// shared (through `windowsRetainer`) between the outer subscription and every subscription to
/// a window.
@usableFromInline
final class WindowSink<Element>: SerializingSink<WindowDelivery<Element>, Observable<Element>>, ChunkingSink, @unchecked Sendable {
    @usableFromInline let timeSpan: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let sourceSubscription: SingleAssignmentDisposable
    @usableFromInline let windowsRetainer: RefCountDisposable
    // Read and written only under `lock`.
    @usableFromInline @exclusivity(unchecked) var window = PublishSubject<Element>()
    @usableFromInline @exclusivity(unchecked) var machine: ChunkStateMachine

    @inlinable
    init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, observer: @escaping (Event<Observable<Element>>) -> Void) {
        let sourceSubscription = SingleAssignmentDisposable()
        let timers = SingleAssignmentDisposable()
        self.timeSpan = timeSpan
        self.scheduler = scheduler
        self.sourceSubscription = sourceSubscription
        self.windowsRetainer = RefCountDisposable(disposable: Disposables.create(timers, sourceSubscription))
        machine = ChunkStateMachine(count: count)
        super.init(observer: observer)
        timers.setDisposable(AnonymousDisposable { [weak self] in self?.stopMachine() })
    }

    @inlinable
    func withMachineLocked<Result>(_ body: (inout ChunkStateMachine) -> Result) -> Result {
        lock.withLock { body(&machine) }
    }

    /// Sends the first window, then starts its timer: a timer started first could close the
    /// window before it was sent, and the next window would then be sent twice.
    @inlinable
    func start() {
        lock.lock()
        let mustDrain = enqueueLocked(.outer(.next(windowObservable(window))))
        lock.unlock()
        if mustDrain { drain() }
        startTimer(forChunk: 0)
    }

    /// The observable a subscriber of `subject` sees: subscribing keeps the source alive.
    @inlinable
    func windowObservable(_ subject: PublishSubject<Element>) -> Observable<Element> {
        let retainer = windowsRetainer
        return Observable.create { observer in
            let retained = retainer.retain()
            return Disposables.create(retained, subject.subscribe(observer))
        }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            receiveEnd {
                let ends = enqueueLocked(.intoWindow(window, event))
                return enqueueLocked(.outer(outerTerminal(event))) || ends
            }
        } else {
            receiveElement { enqueueLocked(.intoWindow(window, event)) }
        }
    }

    /// The outer sequence's terminal event matching the source's `event`.
    @inlinable
    func outerTerminal(_ event: Event<Element>) -> Event<Observable<Element>> {
        if case .error(let error) = event {
            return .error(error)
        }
        return .completed
    }

    /// Completes the current window and opens the next; call under the lock. Returns whether
    /// the caller must drain.
    @inlinable
    func closeChunkLocked() -> Bool {
        let closed = window
        let opened = PublishSubject<Element>()
        window = opened
        let first = enqueueLocked(.intoWindow(closed, .completed))
        let second = enqueueLocked(.outer(.next(windowObservable(opened))))
        return first || second
    }

    @inlinable
    override func deliver(_ item: consuming WindowDelivery<Element>) {
        switch item {
        case .intoWindow(let subject, let event):
            subject.on(event)
        case .outer(let event):
            forwardOn(event)
            if event.isStopEvent {
                dispose()
            }
        }
    }
}
