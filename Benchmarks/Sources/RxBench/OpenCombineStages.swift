import OpenCombine

// `Publishers.Sequence` has its own `map` and `filter` that transform the whole collection
// eagerly; these helpers force the streaming operators every other contestant runs.

/// A sequence publisher seen only as a publisher, so operators on it stream.
func streamed<Upstream: Publisher>(_ upstream: Upstream) -> AnyPublisher<Upstream.Output, Upstream.Failure> {
    upstream.eraseToAnyPublisher()
}

/// One streaming map stage.
func mapStage<Upstream: Publisher>(_ upstream: Upstream, _ transform: @escaping (Upstream.Output) -> Int) -> AnyPublisher<Int, Upstream.Failure> {
    upstream.map(transform).eraseToAnyPublisher()
}

/// One streaming filter stage.
func filterStage<Upstream: Publisher>(_ upstream: Upstream, _ isIncluded: @escaping (Upstream.Output) -> Bool) -> AnyPublisher<Upstream.Output, Upstream.Failure> {
    upstream.filter(isIncluded).eraseToAnyPublisher()
}
