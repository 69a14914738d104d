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
            sink.startTimer(forChunk: 0)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

/// The sink of `buffer(timeSpan:count:scheduler:)`.
///
/// Each array is a chunk of a `ChunkTimer`, whose timer sends it only if it is still the current
/// one. The source and the timers reach the observer one at a time through the serializing
/// queue.
@usableFromInline
final class BufferSink<Element>: EventSerializingSink<[Element]>, ChunkTimerOwner, @unchecked Sendable {
    @usableFromInline let timeSpan: RxTimeInterval
    @usableFromInline let count: Int
    @usableFromInline let scheduler: SchedulerType
    // Read and written only under `lock`.
    @usableFromInline @exclusivity(unchecked) var buffer: [Element] = []
    @usableFromInline @exclusivity(unchecked) var isStopped = false
    @usableFromInline @exclusivity(unchecked) var chunkTimer = ChunkTimer()

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
        var nextChunk: Int?
        var stoppedTimer: Disposable?
        // Elements dropped by an error are released after the lock is dropped.
        var dropped: [Element] = []
        switch event {
        case .next(let element):
            buffer.append(element)
            if buffer.count == count {
                mustDrain = closeBufferLocked()
                nextChunk = chunkTimer.startNextChunk()
            }
        case .error(let error):
            isStopped = true
            stoppedTimer = chunkTimer.stop()
            swap(&dropped, &buffer)
            mustDrain = enqueueLocked(.error(error))
        case .completed:
            isStopped = true
            stoppedTimer = chunkTimer.stop()
            let last = buffer
            buffer = []
            mustDrain = enqueueLocked(.next(last))
            mustDrain = enqueueLocked(.completed) || mustDrain
        }
        lock.unlock()
        withExtendedLifetime(dropped) {}
        stoppedTimer?.dispose()
        if mustDrain { drain() }
        if let nextChunk { startTimer(forChunk: nextChunk) }
    }

    /// Queues the current array and starts an empty one; call under the lock. Returns whether
    /// the caller must drain.
    @inlinable
    func closeBufferLocked() -> Bool {
        let closed = buffer
        buffer = []
        return enqueueLocked(.next(closed))
    }

    /// Starts the timer that sends array `chunk`.
    @inlinable
    func startTimer(forChunk chunk: Int) {
        let scheduled = scheduleChunkTimer(chunk, after: timeSpan, on: scheduler)
        let toDispose = lock.withLock { chunkTimer.keep(scheduled, forChunk: chunk) }
        toDispose?.dispose()
    }

    /// The time of array `chunk` ran out: sends it and starts the next one, if it is still
    /// current.
    @inlinable
    func chunkTimeRanOut(_ chunk: Int) {
        lock.lock()
        guard chunkTimer.isCurrent(chunk) else {
            lock.unlock()
            return
        }
        let mustDrain = closeBufferLocked()
        let nextChunk = chunkTimer.startNextChunk()
        lock.unlock()
        if mustDrain { drain() }
        startTimer(forChunk: nextChunk)
    }

    @inlinable
    override func dispose() {
        super.dispose()
        let pendingTimer = lock.withLock { chunkTimer.stop() }
        pendingTimer?.dispose()
    }
}
