import Synchronization

/// The observer a replaying subject (`BehaviorSubject`, `ReplaySubject`) stores for a new
/// subscriber: it keeps the subscriber's events in order while the subject's current state is
/// replayed to it outside the subject's lock.
///
/// Until the replay is done, live events that other threads send into the subject are queued
/// here; the subscribing thread delivers them right after the replay. From then on, events go
/// straight through after one atomic load, until the subject swaps this observer for the
/// subscriber's own handler.
@usableFromInline
final class CatchUpObserver<Element>: WholeEventHandler, @unchecked Sendable {
    @usableFromInline typealias ObservedElement = Element

    @usableFromInline let observer: (Event<Element>) -> Void
    @usableFromInline let catchingUp = Atomic<Bool>(true)
    @usableFromInline let lock = RxLock()
    // The state below is read and written only under `lock`, which already rules out
    // overlapping accesses; the runtime exclusivity checks would only slow the hot path.
    @usableFromInline @exclusivity(unchecked) var pending = Queue<Event<Element>>()

    @inlinable
    init(_ observer: @escaping (Event<Element>) -> Void) {
        self.observer = observer
    }

    /// Delivers a live event: at once after the replay, queued while it runs.
    @inlinable
    func receive(_ event: Event<Element>) {
        if catchingUp.load(ordering: .acquiring) {
            let queued = lock.withLock { () -> Bool in
                // The replay may have ended since the load above.
                guard catchingUp.load(ordering: .relaxed) else { return false }
                pending.enqueue(event)
                return true
            }
            if queued { return }
        }
        observer(event)
    }

    /// Delivers the `replayed` elements, then every live event queued meanwhile, then switches
    /// to direct delivery. Called once, by the subscribing thread, with no lock held.
    @inlinable
    func deliver(replaying replayed: some Sequence<Element>) {
        for element in replayed {
            observer(.next(element))
        }
        while true {
            lock.lock()
            let event = pending.dequeue()
            if event == nil {
                catchingUp.store(false, ordering: .releasing)
            }
            lock.unlock()
            guard let event else { return }
            observer(event)
        }
    }
}
