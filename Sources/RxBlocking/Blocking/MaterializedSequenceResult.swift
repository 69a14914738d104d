/// How a sequence ended, with the elements it produced first: the result of
/// `BlockingObservable.materialize()`.
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after producing `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` after producing `elements`.
    case failed(elements: [T], error: Error)
}
