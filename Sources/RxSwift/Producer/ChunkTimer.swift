/// The timer of the current chunk of a sink that cuts its source into chunks by count or time
/// (`buffer(timeSpan:count:scheduler:)`, `window(timeSpan:count:scheduler:)`): each chunk has an
/// identifier, its timer closes it only while it is still the current one, and a timer started
/// for a chunk that is no longer current (or after the sink stopped) is cancelled at once.
///
/// A value kept under the owner's lock: its methods decide, and return what to dispose, which the
/// owner disposes after unlocking.
@usableFromInline
struct ChunkTimer {
    /// The identifier of the current chunk.
    @usableFromInline private(set) var currentChunk = 0
    @usableFromInline var timer: Disposable?
    /// Whether no timer may be kept any more (the sink stopped or its timers were cancelled).
    @usableFromInline private(set) var isStopped = false

    @inlinable
    init() {}

    /// Ends the current chunk; returns the identifier of the next one, whose timer the owner
    /// starts after unlocking.
    @inlinable
    mutating func startNextChunk() -> Int {
        currentChunk &+= 1
        return currentChunk
    }

    /// Whether the timer of `chunk` still closes it when it fires.
    @inlinable
    func isCurrent(_ chunk: Int) -> Bool {
        !isStopped && chunk == currentChunk
    }

    /// Keeps `scheduled` as the timer of `chunk` if that chunk is still current; returns the
    /// timer to dispose (the replaced one, or `scheduled` itself if it is not kept).
    @inlinable
    mutating func keep(_ scheduled: Disposable, forChunk chunk: Int) -> Disposable? {
        guard isCurrent(chunk) else { return scheduled }
        defer { timer = scheduled }
        return timer
    }

    /// Keeps no timer from now on; returns the pending one, to dispose.
    @inlinable
    mutating func stop() -> Disposable? {
        isStopped = true
        defer { timer = nil }
        return timer
    }
}

/// A sink with a `ChunkTimer`: the one way such a sink schedules the timer of a chunk.
@usableFromInline
protocol ChunkTimerOwner: AnyObject, Sendable {
    /// The time of `chunk` ran out.
    func chunkTimeRanOut(_ chunk: Int)
}

extension ChunkTimerOwner {
    /// Schedules the timer of `chunk` on `scheduler`, holding the sink weakly.
    @inlinable
    func scheduleChunkTimer(_ chunk: Int, after timeSpan: RxTimeInterval, on scheduler: SchedulerType) -> Disposable {
        scheduler.scheduleRelative(chunk, dueTime: timeSpan) { [weak self] chunk in
            self?.chunkTimeRanOut(chunk)
            return Disposables.create()
        }
    }
}
