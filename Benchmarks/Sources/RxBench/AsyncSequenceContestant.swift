import Dispatch

/// A plain `Sequence` as an `AsyncSequence` whose `next()` never suspends: the source of the
/// async-sequence contestants. The standard library has operators on async sequences but no
/// such source; this is the one every such pipeline starts from (swift-async-algorithms calls
/// it `.async`), written here so that the package needs no other dependency for it.
struct ImmediateAsyncSequence<Base: Sequence>: AsyncSequence {
    typealias Element = Base.Element
    typealias Failure = Never

    let base: Base

    init(_ base: Base) {
        self.base = base
    }

    /// Hands out the base sequence's elements as they come.
    struct AsyncIterator: AsyncIteratorProtocol {
        var iterator: Base.Iterator

        mutating func next() async -> Element? {
            iterator.next()
        }

        mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
            iterator.next()
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(iterator: base.makeIterator())
    }
}

/// Where a run of an async contestant leaves its checksum for the waiting thread; the
/// semaphore's signal orders the write before the read.
private final class AsyncResult: @unchecked Sendable {
    var value = 0
}

/// Runs `body` in a task of its own and waits for its result: the harness times synchronous
/// runs. Starting the task and waiting for it cost once per run (of thousands of units).
func runToCompletion(_ body: @escaping @Sendable () async -> Int) -> Int {
    let done = DispatchSemaphore(value: 0)
    let result = AsyncResult()
    Task.detached {
        result.value = await body()
        done.signal()
    }
    done.wait()
    return result.value
}
