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

/// The sink of `buffer(timeSpan:count:scheduler:)`: its `ChunkStateMachine` decides under the
/// lock, where the sink also keeps the current array and queues the arrays it sends; after
/// unlocking it delivers them and starts the next array's timer. The source and the timers
/// reach the observer one at a time through the serializing queue.
@usableFromInline
final class BufferSink<Element>: EventSerializingSink<[Element]>, ChunkingSink, @unchecked Sendable {
    @usableFromInline let timeSpan: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType
    // Read and written only under `lock`.
    @usableFromInline @exclusivity(unchecked) var machine: ChunkStateMachine
    @usableFromInline @exclusivity(unchecked) var buffer: [Element] = []

    @inlinable
    init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, observer: @escaping (Event<[Element]>) -> Void) {
        self.timeSpan = timeSpan
        self.scheduler = scheduler
        machine = ChunkStateMachine(count: count)
        super.init(observer: observer)
    }

    @inlinable
    func withMachineLocked<Result>(_ body: (inout ChunkStateMachine) -> Result) -> Result {
        lock.withLock { body(&machine) }
    }

    /// On completion the current array is sent, even if empty; an error drops it.
    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            receiveElement {
                buffer.append(element)
                return false
            }
        case .error(let error):
            // The elements an error drops are released after unlocking.
            var dropped: [Element] = []
            receiveEnd {
                swap(&dropped, &buffer)
                return enqueueLocked(.error(error))
            }
            withExtendedLifetime(dropped) {}
        case .completed:
            receiveEnd {
                let sendsLast = closeChunkLocked()
                return enqueueLocked(.completed) || sendsLast
            }
        }
    }

    /// Queues the current array and starts an empty one; call under the lock. Returns whether
    /// the caller must drain.
    @inlinable
    func closeChunkLocked() -> Bool {
        let closed = buffer
        buffer = []
        return enqueueLocked(.next(closed))
    }

    /// Finishes the machine and disposes the pending timer.
    @inlinable
    override func dispose() {
        super.dispose()
        stopMachine()
    }
}
