import RxSwift

extension ObservableType {
    /// Accepts every element of the sequence into each of `relays`, in order.
    ///
    /// Completion ends the binding quietly; an error is a programmer error (a relay cannot
    /// carry it): it stops debug builds with a message naming `file` and `line`, where the
    /// binding was made, and is printed in release builds.
    public func bind(to relays: PublishRelay<Element>..., file: StaticString = #file, line: UInt = #line) -> Disposable {
        bind(elementsTo: relays.map { relay in { relay.accept($0) } }, relayType: "PublishRelay", file: file, line: line)
    }

    /// Accepts every element of the sequence, as an optional, into each of `relays`.
    ///
    /// Completion ends the binding quietly; an error is a programmer error.
    public func bind(to relays: PublishRelay<Element?>..., file: StaticString = #file, line: UInt = #line) -> Disposable {
        bind(elementsTo: relays.map { relay in { relay.accept($0) } }, relayType: "PublishRelay", file: file, line: line)
    }

    /// Makes every element of the sequence the current value of each of `relays`.
    ///
    /// Completion ends the binding quietly; an error is a programmer error.
    public func bind(to relays: BehaviorRelay<Element>..., file: StaticString = #file, line: UInt = #line) -> Disposable {
        bind(elementsTo: relays.map { relay in { relay.accept($0) } }, relayType: "BehaviorRelay", file: file, line: line)
    }

    /// Makes every element of the sequence, as an optional, the current value of each of
    /// `relays`.
    ///
    /// Completion ends the binding quietly; an error is a programmer error.
    public func bind(to relays: BehaviorRelay<Element?>..., file: StaticString = #file, line: UInt = #line) -> Disposable {
        bind(elementsTo: relays.map { relay in { relay.accept($0) } }, relayType: "BehaviorRelay", file: file, line: line)
    }

    /// Accepts every element of the sequence into each of `relays`, which record it for
    /// replay.
    ///
    /// Completion ends the binding quietly; an error is a programmer error.
    public func bind(to relays: ReplayRelay<Element>..., file: StaticString = #file, line: UInt = #line) -> Disposable {
        bind(elementsTo: relays.map { relay in { relay.accept($0) } }, relayType: "ReplayRelay", file: file, line: line)
    }

    /// Accepts every element of the sequence, as an optional, into each of `relays`, which
    /// record it for replay.
    ///
    /// Completion ends the binding quietly; an error is a programmer error.
    public func bind(to relays: ReplayRelay<Element?>..., file: StaticString = #file, line: UInt = #line) -> Disposable {
        bind(elementsTo: relays.map { relay in { relay.accept($0) } }, relayType: "ReplayRelay", file: file, line: line)
    }

    /// Subscribes and hands each element to every one of `accepts`.
    private func bind(elementsTo accepts: [@Sendable (Element) -> Void], relayType: String, file: StaticString, line: UInt) -> Disposable {
        subscribe({ event in
            switch event {
            case .next(let element):
                for accept in accepts {
                    accept(element)
                }
            case .error(let error):
                rxRelayFatalErrorInDebug("bind(to:): an error was bound to a \(relayType), which cannot carry errors, in the binding made at \(file):\(line): \(error)", file: file, line: line)
            case .completed:
                break
            }
        }, file: file, line: line)
    }
}
