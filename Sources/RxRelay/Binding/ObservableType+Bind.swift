import RxSwift

extension ObservableType {
    /// Accepts every element of the sequence into each of `relays`, in order.
    ///
    /// Completion ends the binding quietly; an error is a programmer error (a relay cannot
    /// carry it): it stops debug builds and is printed in release builds.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(elementsTo: relays.map { relay in { relay.accept($0) } }, relayType: "PublishRelay")
    }

    /// Accepts every element of the sequence, as an optional, into each of `relays`.
    ///
    /// Completion ends the binding quietly; an error is a programmer error.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bind(elementsTo: relays.map { relay in { relay.accept($0) } }, relayType: "PublishRelay")
    }

    /// Makes every element of the sequence the current value of each of `relays`.
    ///
    /// Completion ends the binding quietly; an error is a programmer error.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(elementsTo: relays.map { relay in { relay.accept($0) } }, relayType: "BehaviorRelay")
    }

    /// Makes every element of the sequence, as an optional, the current value of each of
    /// `relays`.
    ///
    /// Completion ends the binding quietly; an error is a programmer error.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bind(elementsTo: relays.map { relay in { relay.accept($0) } }, relayType: "BehaviorRelay")
    }

    /// Accepts every element of the sequence into each of `relays`, which record it for
    /// replay.
    ///
    /// Completion ends the binding quietly; an error is a programmer error.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(elementsTo: relays.map { relay in { relay.accept($0) } }, relayType: "ReplayRelay")
    }

    /// Accepts every element of the sequence, as an optional, into each of `relays`, which
    /// record it for replay.
    ///
    /// Completion ends the binding quietly; an error is a programmer error.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bind(elementsTo: relays.map { relay in { relay.accept($0) } }, relayType: "ReplayRelay")
    }

    /// Subscribes and hands each element to every one of `accepts`.
    private func bind(elementsTo accepts: [@Sendable (Element) -> Void], relayType: String) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                for accept in accepts {
                    accept(element)
                }
            case .error(let error):
                rxRelayFatalErrorInDebug("bind(to:): an error was bound to a \(relayType), which cannot carry errors: \(error)")
            case .completed:
                break
            }
        }
    }
}
