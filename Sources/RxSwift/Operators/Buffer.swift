extension ObservableType {
    /// Collects elements into arrays: an array is sent when it holds `count` elements or when
    /// `timeSpan` has passed since the previous array was started, whichever comes first.
    ///
    /// Arrays sent because time ran out may be empty. On completion the current array is sent
    /// (even if empty) before completing; an error drops it.
    @inlinable
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = BufferSink<Element>(timeSpan: timeSpan, count: count, scheduler: scheduler, observer: observer)
            sink.startTimer(forBuffer: 0)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

/// The sink of `buffer(timeSpan:count:scheduler:)`.
///
/// Each array has an identifier; its timer only closes it if it is still the current one.
/// The source and the timers reach the observer one at a time through the serializing queue.
@usableFromInline
final class BufferSink<Element>: EventSerializingSink<[Element]>, @unchecked Sendable {
    @usableFromInline let timeSpan: RxTimeInterval
    @usableFromInline let count: Int
    @usableFromInline let scheduler: SchedulerType
    // Read and written only under `lock`.
    @usableFromInline @exclusivity(unchecked) var buffer: [Element] = []
    @usableFromInline @exclusivity(unchecked) var bufferID = 0
    @usableFromInline @exclusivity(unchecked) var isStopped = false
    @usableFromInline @exclusivity(unchecked) var timer: Disposable?

    @inlinable
    init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, observer: @escaping (Event<[Element]>) -> Void) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        lock.lock()
        if isStopped {
            lock.unlock()
            return
        }
        var mustDrain = false
        var nextBufferID: Int?
        // Elements dropped by an error are released after the lock is dropped.
        var dropped: [Element] = []
        switch event {
        case .next(let element):
            buffer.append(element)
            if buffer.count == count {
                mustDrain = closeBufferLocked()
                nextBufferID = bufferID
            }
        case .error(let error):
            isStopped = true
            swap(&dropped, &buffer)
            mustDrain = enqueueLocked(.error(error))
        case .completed:
            isStopped = true
            let last = buffer
            buffer = []
            mustDrain = enqueueLocked(.next(last))
            mustDrain = enqueueLocked(.completed) || mustDrain
        }
        lock.unlock()
        withExtendedLifetime(dropped) {}
        if mustDrain { drain() }
        if let nextBufferID { startTimer(forBuffer: nextBufferID) }
    }

    /// Queues the current array and starts the next one; call under the lock. Returns whether
    /// the caller must drain.
    @inlinable
    func closeBufferLocked() -> Bool {
        let closed = buffer
        buffer = []
        bufferID &+= 1
        return enqueueLocked(.next(closed))
    }

    /// Schedules the timer that closes the array `id`; a timer for an array that is no longer
    /// current is cancelled instead of kept.
    @inlinable
    func startTimer(forBuffer id: Int) {
        let scheduled = scheduler.scheduleRelative(id, dueTime: timeSpan) { [weak self] id in
            self?.timerFired(forBuffer: id)
            return Disposables.create()
        }
        lock.lock()
        let toDispose: Disposable?
        if isStopped || isDisposed || id != bufferID {
            toDispose = scheduled
        } else {
            toDispose = timer
            timer = scheduled
        }
        lock.unlock()
        toDispose?.dispose()
    }

    /// The time of array `id` ran out: sends it and starts the next one, if it is still current.
    @inlinable
    func timerFired(forBuffer id: Int) {
        lock.lock()
        if isStopped || id != bufferID {
            lock.unlock()
            return
        }
        let mustDrain = closeBufferLocked()
        let nextBufferID = bufferID
        lock.unlock()
        if mustDrain { drain() }
        startTimer(forBuffer: nextBufferID)
    }

    @inlinable
    override func dispose() {
        super.dispose()
        let pendingTimer = lock.withLock { () -> Disposable? in
            defer { timer = nil }
            return timer
        }
        pendingTimer?.dispose()
    }
}
