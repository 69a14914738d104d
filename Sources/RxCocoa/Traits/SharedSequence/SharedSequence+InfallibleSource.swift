import RxSwift

extension ObservableConvertibleType {
    /// The sequence, which cannot fail, as a shared sequence of `Strategy` delivered on its
    /// scheduler. Should it fail after all, `conversion` names the conversion in the
    /// programmer-error message and the shared sequence completes.
    @inlinable
    func asSharedSequenceOfInfallibleSource<Strategy: SharingStrategyProtocol>(_ strategy: Strategy.Type, conversion: String) -> SharedSequence<Strategy, Element> {
        // Captures only the message's `conversion` and the strategy's conformance.
        asSharedSequence(sharingStrategy: strategy, onErrorRecover: assumeSendable { error in
            rxFatalErrorInDebug("\(conversion): the source cannot fail, yet it sent an error: \(error).")
            return SharedSequence<Strategy, Element>.empty()
        })
    }
}
