// A shared sequence of a custom sharing strategy that delivers on a background scheduler: its
// operators' closures stay `@Sendable` (only `MainThreadSharingStrategy` strategies, Driver's
// and Signal's, get main-actor closures), so a `map` closure that mutates main-actor state gets
// the warning that names it, in Swift 6 mode.
// swift-version: 6
// expect: warning: main actor-isolated property 'updates' can not be mutated from a Sendable closure
import Dispatch
import RxCocoa
import RxSwift

struct BackgroundSharingStrategy: SharingStrategyProtocol {
    static var scheduler: SchedulerType {
        ConcurrentDispatchQueueScheduler(qos: .utility)
    }

    static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

@MainActor
final class Screen {
    var updates = 0

    func start(names: Observable<String>) -> Disposable {
        names
            .asSharedSequence(sharingStrategy: BackgroundSharingStrategy.self, onErrorJustReturn: "")
            .map { name in
                self.updates += 1
                return name.uppercased()
            }
            .asObservable()
            .subscribe()
    }
}
