import Foundation
import RxSwift

/// The state of one blocking operator: the elements gathered so far and how the wait ended.
/// Events arrive on any thread; the waiting thread reads the result after the gate opens.
final class BlockingCollector<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private let limit: Int?
    private let predicate: (Element) throws -> Bool
    private var elements: [Element] = []
    private var failure: Error?
    private var finished = false
    /// Opens when the operator has what it needs.
    let gate = BlockingGate()

    init(limit: Int?, predicate: @escaping (Element) throws -> Bool) {
        self.limit = limit
        self.predicate = predicate
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
            gate.open()
        }
        return done
    }

    private var isFinished: Bool {
        lock.lock()
        defer { lock.unlock() }
        return finished
    }

    /// The outcome: completed with the gathered elements, or failed with the sequence's error
    /// (or `RxError.timeout` when the wait timed out first).
    func result(timedOut: Bool) -> MaterializedSequenceResult<Element> {
        lock.lock()
        defer { lock.unlock() }
        if timedOut && !finished {
            finished = true
            return .failed(elements: elements, error: RxError.timeout)
        }
        if let failure {
            return .failed(elements: elements, error: failure)
        }
        return .completed(elements: elements)
    }
}
