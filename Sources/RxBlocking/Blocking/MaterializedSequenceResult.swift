import RxSwift

/// How a sequence ended, with the elements it produced first: the result of
/// `BlockingObservable.materialize()`.
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after producing `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` after producing `elements`.
    case failed(elements: [T], error: Error)
}

extension MaterializedSequenceResult {
    /// The elements of a sequence that completed; throws the error of one that failed.
    func completedElements() throws -> [T] {
        switch self {
        case .completed(let elements):
            return elements
        case .failed(_, let error):
            throw error
        }
    }

    /// The only element of a sequence that completed, gathered with a limit of two elements:
    /// throws `RxError.moreThanOneElement` for a second one, `RxError.noElements` for none, and
    /// the error of a sequence that failed.
    func onlyElement() throws -> T {
        let elements = try completedElements()
        if elements.count > 1 {
            throw RxError.moreThanOneElement
        }
        guard let element = elements.first else {
            throw RxError.noElements
        }
        return element
    }
}
