// Main-actor state mutated in an operator closure that runs on a background queue. A Swift 6
// mode client gets a warning naming the closure's access (an error with warnings as errors).
// swift-version: 6
// expect: warning: main actor-isolated property 'hits' can not be mutated from a Sendable closure
import RxSwift

@MainActor
final class Screen {
    var hits = 0

    func start() -> Disposable {
        Observable.just(1)
            .observe(on: SerialDispatchQueueScheduler(qos: .background))
            .map { value in
                self.hits += 1
                return value
            }
            .subscribe()
    }
}
