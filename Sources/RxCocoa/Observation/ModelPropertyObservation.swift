import Observation
import RxSwift
import Synchronization

/// One subscription of `rx.observe(_:on:)`: reads a key path of an observable model on a
/// scheduler, with Observation's tracking armed for the properties the read touched, and reads
/// again after each change it reports.
///
/// It holds the model weakly and is held only by the subscription, as its disposable: the tracking
/// registered in the model and the actions queued on the scheduler hold it weakly too, so a
/// disposed subscription is released at once, whatever the model keeps.
///
/// `@unchecked Sendable`: `state` is read and written only under `lock`; the other stored
/// properties are constants. The key path is immutable and is applied only on the delivery
/// scheduler; the scheduler is asked to schedule from any thread, as `observe(on:)` does.
final class ModelPropertyObservation<Model: AnyObject & Observation.Observable, Value>: ModelChangeReceiver, Disposable, @unchecked Sendable {
    private weak let model: Model?
    private let keyPath: KeyPath<Model, Value>
    private let scheduler: SchedulerType
    private let afterChange: AfterChangeScheduling
    private let scheduledRun = ScheduledRun()
    private let observer: AnyObserver<Value>
    private let lock = RxLock()
    @exclusivity(unchecked) private var state = ObservationState()

    /// Prepares the subscription; `start()` queues its first read.
    init(model: Model?, keyPath: KeyPath<Model, Value>, scheduler: SchedulerType, observer: AnyObserver<Value>) {
        self.model = model
        self.keyPath = keyPath
        self.scheduler = scheduler
        afterChange = AfterChangeScheduling(scheduler)
        self.observer = observer
        scheduledRun.receiver = self
    }

    /// Reads the current value on the scheduler (at once if the scheduler runs actions at once).
    func start() {
        lock.lock()
        state.phase = .scheduled
        state.readRequested = true
        lock.unlock()
        _ = scheduler.schedule(scheduledRun, action: ScheduledRun.perform)
    }

    /// Stops delivering; tracking still registered in the model is not re-armed when it fires.
    func dispose() {
        lock.lock()
        state.phase = .finished
        lock.unlock()
    }

    /// Observation reported a change of a property the last read touched (in its `willSet`).
    func changeReported() {
        request(read: true)
    }

    /// The last tracking was released without reporting a change: the model (or whatever the
    /// read touched) went away, or the read touched nothing observable.
    func trackingDropped() {
        request(read: false)
    }

    private func request(read: Bool) {
        lock.lock()
        let queue: Bool
        switch state.phase {
        case .finished:
            queue = false
        case .idle:
            state.phase = .scheduled
            state.readRequested = read
            queue = true
        case .scheduled:
            state.readRequested = state.readRequested || read
            queue = false
        case .running where read:
            state.readRequested = true
            state.requestedWhileRunning = true
            queue = false
        case .running:
            // The run holds the model, so it is not its tracking that went away: the read
            // touched nothing observable, and its token is released as the read returns.
            queue = false
        }
        lock.unlock()
        if queue {
            afterChange.schedule(scheduledRun)
        }
    }

    /// Runs on the scheduler: completes if the model is gone, otherwise reads (arming tracking
    /// again) and delivers the value if a read was requested.
    func runScheduled() {
        lock.lock()
        guard state.phase == .scheduled else {
            lock.unlock()
            return
        }
        state.phase = .running
        let read = state.readRequested
        state.readRequested = false
        state.requestedWhileRunning = false
        lock.unlock()

        guard let model else {
            lock.lock()
            let delivers = state.phase == .running
            state.phase = .finished
            lock.unlock()
            if delivers {
                observer.onCompleted()
            }
            return
        }
        if read {
            let value = readTracking(model)
            observer.onNext(value)
        }

        lock.lock()
        var queue = false
        if state.phase == .running {
            if state.requestedWhileRunning {
                state.phase = .scheduled
                queue = true
            } else {
                state.phase = .idle
            }
        }
        lock.unlock()
        if queue {
            afterChange.schedule(scheduledRun)
        }
    }

    /// Arms Observation's tracking for what a read of the key path touches, then reads the value
    /// to deliver.
    ///
    /// Two reads, because Observation installs the tracking only after the tracked read has
    /// returned: a change made on another thread between that read and the installation is
    /// reported to nobody. The second read starts after the installation, so such a change is in
    /// its value; a change that comes after it is reported.
    private func readTracking(_ model: Model) -> Value {
        let token = ChangeToken(self)
        _ = withObservationTracking {
            model[keyPath: keyPath]
        } onChange: {
            token.fire()
        }
        return model[keyPath: keyPath]
    }
}

/// Where a model observation's delivery stands. (Not nested in the generic class, so that
/// reading it asks the runtime for no generic metadata.)
private enum ObservationPhase {
    /// Tracking is armed (or the model tracked nothing); no run is queued.
    case idle
    /// A run is queued on the scheduler.
    case scheduled
    /// A run is reading or delivering.
    case running
    /// Disposed, or completed after the model went away.
    case finished
}

/// What the runs decide under the lock.
private struct ObservationState {
    var phase = ObservationPhase.idle
    /// Whether the next run reads the value (a change was reported), rather than only
    /// checking that the model is still there (a tracking was dropped unfired).
    var readRequested = false
    /// Whether something was requested while a run was in progress: the run queues another.
    var requestedWhileRunning = false
}

/// What a model observation hears from the tracking it armed.
protocol ModelChangeReceiver: AnyObject, Sendable {
    /// Observation reported a change of a property the last read touched.
    func changeReported()
    /// The last tracking was released without reporting a change.
    func trackingDropped()
    /// The action the observation scheduled runs.
    func runScheduled()
}

/// What one armed tracking holds: the tracking keeps it until it reports a change or is
/// dropped (the model's registrar went away with the model), and it tells the observation
/// which of the two happened. Not generic, so the `@Sendable` change handler that captures it
/// captures no model type.
private final class ChangeToken: Sendable {
    private weak let receiver: (any ModelChangeReceiver)?
    private let fired = Atomic<Bool>(false)

    init(_ receiver: any ModelChangeReceiver) {
        self.receiver = receiver
    }

    /// Observation's `onChange`: called once, in the `willSet` of the changed property.
    func fire() {
        fired.store(true, ordering: .releasing)
        receiver?.changeReported()
    }

    deinit {
        if !fired.load(ordering: .acquiring) {
            receiver?.trackingDropped()
        }
    }
}
