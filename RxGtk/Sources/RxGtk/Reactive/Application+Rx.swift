import RxCocoa
import RxSwift

/// An application's life as observable events.
extension Application: ReactiveCompatible {}

extension Reactive where Base: Application {
    /// The application starts ("activate"): the place to build and show its windows.
    public var activate: Observable<Void> {
        lifeEvent("activate")
    }

    /// The application ends ("shutdown").
    public var shutdown: Observable<Void> {
        lifeEvent("shutdown")
    }

    /// Each emission of `signal`; a subscription connects a handler on the main thread and
    /// disconnects it when disposed.
    private func lifeEvent(_ signal: String) -> Observable<Void> {
        Observable.create { [weak application = base] observer in
            let connection = MainActor.assumeIsolated { () -> SignalConnection? in
                application?.connect(signal) { observer.on(.next(())) }
            }
            guard let connection else {
                observer.on(.completed)
                return Disposables.create()
            }
            return Disposables.create {
                MainActor.assumeIsolated { connection.disconnect() }
            }
        }
    }
}
