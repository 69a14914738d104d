// program3-main-actor-state.swift compiled as Swift 5 mode code: Swift 5 mode clients see the
// operators' Swift 5 forms, whose closures are not `@Sendable`, so code written for upstream
// RxSwift compiles as it did (the race is the client's, as with upstream).
// swift-version: 5
// expect: nothing
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
