import Foundation
import RxSwift

/// The state of one blocking or awaiting operator: the elements gathered so far and how the
/// wait ended. Events arrive on any thread; the waiter reads the result once `onFinish` ran.
final class BlockingCollector<Element>: @unchecked Sendable {
    private let lock = RxLock()
    private let limit: Int?
    private let predicate: (Element) throws -> Bool
    private var elements: [Element] = []
    private var failure: Error?
    private var finished = false
    /// Called once, when the operator has what it needs (it opens the waiter's gate).
    private let onFinish: @Sendable () -> Void

    init(limit: Int?, predicate: @escaping (Element) throws -> Bool, onFinish: @escaping @Sendable () -> Void) {
        self.limit = limit
        self.predicate = predicate
        self.onFinish = onFinish
    }

    /// Records `event`; returns `true` when the operator is done and the subscription should
    /// be disposed.
    func on(_ event: Event<Element>) -> Bool {
        if isFinished { return false }
        // The predicate is user code: it runs with no lock held. Events arrive one at a time,
        // so nothing else records an element meanwhile.
        let outcome: Result<Bool, Error>
        if case .next(let element) = event {
            outcome = Result { try predicate(element) }
        } else {
            outcome = .success(false)
        }
        lock.lock()
        if finished {
            lock.unlock()
            return false
        }
        switch (event, outcome) {
        case (.next, .failure(let error)):
            failure = error
            finished = true
        case (.next(let element), .success(let accepted)):
            if accepted {
                elements.append(element)
                if let limit, elements.count >= limit {
                    finished = true
                }
            }
        case (.error(let error), _):
            failure = error
            finished = true
        case (.completed, _):
            finished = true
        }
        let done = finished
        lock.unlock()
        if done {
            onFinish()
        }
        return done
    }

    /// Subscribes to `source` and records its events; the subscription disposes itself once
    /// the operator has what it needs. The waiter disposes it too when the wait ends first.
    func subscribe(to source: Observable<Element>) -> any Disposable {
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(source.subscribe { event in
            if self.on(event) {
                subscription.dispose()
            }
        })
        return subscription
    }

    private var isFinished: Bool {
        lock.lock()
        defer { lock.unlock() }
        return finished
    }

    /// The outcome: completed with the gathered elements, or failed with the sequence's error,
    /// or with `interruption` (`RxError.timeout`, `CancellationError`) when the wait ended
    /// before the operator had what it needs.
    func result(interruptedBy interruption: Error?) -> MaterializedSequenceResult<Element> {
        lock.lock()
        defer { lock.unlock() }
        if let interruption, !finished {
            finished = true
            return .failed(elements: elements, error: interruption)
        }
        if let failure {
            return .failed(elements: elements, error: failure)
        }
        return .completed(elements: elements)
    }
}
