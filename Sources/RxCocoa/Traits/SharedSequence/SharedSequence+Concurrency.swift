import RxSwift

extension SharedSequenceConvertibleType {
    /// The sequence's elements as an `AsyncStream`, for `for await` loops that cannot throw (a
    /// shared sequence never fails). Behaves as `Infallible.values`: each access subscribes at
    /// once, buffers what is not consumed yet, and disposes the subscription when the stream
    /// terminates. Main-actor isolated, as RxSwift 6.10's is: a nonisolated async function reads
    /// it with `await driver.values`.
    @MainActor
    public var values: AsyncStream<Element> {
        asObservable().asInfallible(onErrorRecover: { error in
            rxFatalErrorInDebug("SharedSequence.values: the sequence failed with \(error); a shared sequence must never fail.")
            return Infallible.empty()
        }).values
    }
}
