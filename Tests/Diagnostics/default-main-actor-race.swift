// A target whose default isolation is the main actor, built as Xcode 26 sets up an app target
// and with warnings as errors (as Tests/Clients/DefaultMainActorApp is): a view model's state
// mutated in an operator closure after `observe(on:)` a background scheduler is a race, and it
// is still diagnosed. Operator closures are `@Sendable`, so they are not main-actor code even
// where every declaration is.
// swift-version: 6
// flags: -default-isolation MainActor -enable-upcoming-feature NonisolatedNonsendingByDefault -enable-upcoming-feature InferIsolatedConformances -warnings-as-errors
// expect: error: main actor-isolated property 'hits' can not be mutated from a Sendable closure
// expect: error: main actor-isolated property 'lastValue' can not be referenced from a Sendable closure
import RxSwift

final class CounterViewModel {
    var hits = 0
    var lastValue = 0
    private let disposeBag = DisposeBag()

    func start(values: Observable<Int>) {
        values
            .observe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            .map { [unowned self] value in value - lastValue }
            .subscribe(onNext: { [weak self] _ in self?.hits += 1 })
            .disposed(by: disposeBag)
    }
}
