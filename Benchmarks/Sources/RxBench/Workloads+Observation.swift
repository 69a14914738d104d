import Foundation
import Observation
import RxCocoa
import RxSwift

// The Observation bridge: one change of an `@Observable` model's property, read again and
// delivered. Both contestants queue the read that follows a change on the same queue, drained
// after each change, so the figure is the bridge's work around Observation's own, without a
// thread or a run loop.

/// The observed model.
@Observable final class BenchThermometer {
    var value = 0
}

/// Work queued by the change reports, run when the benchmark drains it.
final class BenchRunQueue: @unchecked Sendable {
    var pending: [() -> Void] = []

    /// Runs the queued work, and the work it queues, in order.
    func drain() {
        var index = 0
        while index < pending.count {
            pending[index]()
            index += 1
        }
        pending.removeAll(keepingCapacity: true)
    }
}

/// A scheduler whose every action waits in a `BenchRunQueue`: no thread, no clock.
final class BenchQueueScheduler: SchedulerType, @unchecked Sendable {
    let queue: BenchRunQueue

    init(queue: BenchRunQueue) {
        self.queue = queue
    }

    var now: RxTime { Date() }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        queue.pending.append { _ = action(state) }
        return Disposables.create()
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        schedule(state, action: action)
    }

    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        preconditionFailure("the Observation workload schedules nothing periodic")
    }
}

/// The baseline: `withObservationTracking` by hand, reading again from the queue after each
/// change report, as the bridge does.
final class BaselineObservationReader: @unchecked Sendable {
    private let model: BenchThermometer
    private let queue: BenchRunQueue
    private let result: Accumulator

    init(model: BenchThermometer, queue: BenchRunQueue, result: Accumulator) {
        self.model = model
        self.queue = queue
        self.result = result
    }

    /// Reads the value with tracking armed, and queues the next read when a change is reported.
    func read() {
        let value = withObservationTracking {
            model.value
        } onChange: {
            self.queue.pending.append { self.read() }
        }
        result.sum &+= value
    }
}

var observationChange: Workload {
    Workload(
    name: "observation_change", count: 300_000, unit: "change", target: 2,
    rx: { count in
        let model = BenchThermometer()
        let queue = BenchRunQueue()
        let result = Accumulator()
        let subscription = model.rx.observe(\.value, on: BenchQueueScheduler(queue: queue))
            .subscribe(onNext: { result.sum &+= $0 })
        queue.drain()
        for value in 1...count {
            model.value = value
            queue.drain()
        }
        subscription.dispose()
        return result.sum
    },
    openCombine: nil,
    baseline: { count in
        let model = BenchThermometer()
        let queue = BenchRunQueue()
        let result = Accumulator()
        BaselineObservationReader(model: model, queue: queue, result: result).read()
        for value in 1...count {
            model.value = value
            queue.drain()
        }
        return result.sum
    }
    )
}
