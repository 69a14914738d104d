import Dispatch
import Foundation

/// How the dispatch-queue schedulers run work: on `queue`, with timers of `leeway`.
struct DispatchQueueConfiguration: @unchecked Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    /// Runs `action(state)` asynchronously on the queue unless cancelled first.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        queue.async {
            if cancel.isDisposed { return }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        return cancel
    }

    /// Runs `action(state)` on the queue after `dueTime` unless cancelled first.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let deadline = DispatchTime.now() + dueTime
        let composite = CompositeDisposable()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: deadline, leeway: leeway)
        let work = UncheckedSendable((state, action, composite))
        // The timer handler keeps the timer alive until cancelled; cancelling breaks the cycle.
        let timerReference = UncheckedSendable(timer)
        let cancelTimer = Disposables.create {
            timerReference.value.cancel()
        }
        timer.setEventHandler {
            let (state, action, composite) = work.value
            if composite.isDisposed { return }
            _ = composite.insert(action(state))
            cancelTimer.dispose()
        }
        timer.resume()
        _ = composite.insert(cancelTimer)
        return composite
    }

    /// Runs `action` on the queue first after `startAfter`, then every `period`, threading the
    /// state through, until disposed.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let initial = DispatchTime.now() + startAfter
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: initial, repeating: period, leeway: leeway)
        let box = PeriodicStateBox(state: state, action: action)
        let timerReference = UncheckedSendable(timer)
        let cancelTimer = Disposables.create {
            timerReference.value.cancel()
        }
        let sendableBox = UncheckedSendable(box)
        timer.setEventHandler {
            if cancelTimer.isDisposed { return }
            sendableBox.value.step()
        }
        timer.resume()
        return cancelTimer
    }
}

/// The state of a periodic timer; only the serial timer handler touches it.
private final class PeriodicStateBox<StateType> {
    var state: StateType
    let action: (StateType) -> StateType

    init(state: StateType, action: @escaping (StateType) -> StateType) {
        self.state = state
        self.action = action
    }

    func step() {
        state = action(state)
    }
}
