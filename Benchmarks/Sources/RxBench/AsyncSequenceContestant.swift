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

/// One run of an async contestant: does `count` units of work and returns a checksum.
typealias AsyncRun = @Sendable (_ count: Int) async -> Int

/// Where a run in a task leaves its result for the waiting thread; the semaphore's signal
/// orders the write before the read.
private final class TaskResult<Value>: @unchecked Sendable {
    var value: Value?
}

/// Runs `body` in a task of its own and waits for its result: the harness is synchronous.
func runToCompletion<Value>(_ body: @escaping @Sendable () async -> Value) -> Value {
    let done = DispatchSemaphore(value: 0)
    let result = TaskResult<Value>()
    Task.detached {
        result.value = await body()
        done.signal()
    }
    done.wait()
    return result.value!
}

/// `run` as a synchronous run, for `--profile --async`.
func synchronousRun(_ run: @escaping AsyncRun) -> Run {
    { count in runToCompletion { await run(count) } }
}

/// Times one run of an async contestant in nanoseconds per unit, from inside the task that
/// runs it, and checks its checksum. The hops into the task and back (a worker thread woken,
/// then the waiting one) are left out: no other contestant pays them, and on a loaded machine
/// a wake-up alone can take longer than the whole run.
func timeAsyncRun(_ run: @escaping AsyncRun, count: Int, expected: Int, label: String) -> Double {
    let (checksum, nanoseconds) = runToCompletion {
        let start = DispatchTime.now().uptimeNanoseconds
        let checksum = await run(count)
        return (checksum, DispatchTime.now().uptimeNanoseconds - start)
    }
    check(checksum, expected: expected, label: label)
    return Double(nanoseconds) / Double(count)
}
