// A Driver chain in a main-actor class whose `map` closure mutates the class's state. Driver
// delivers on the main thread, but its closures are `@Sendable` like Observable's
// (docs/RxCocoa.md): a Swift 6 mode client gets a warning naming the access.
// swift-version: 6
// expect: warning: main actor-isolated property 'updates' can not be mutated from a Sendable closure
import RxCocoa
import RxSwift

@MainActor
final class Screen {
    var updates = 0

    func start(names: Observable<String>) -> Disposable {
        names
            .asDriver(onErrorJustReturn: "")
            .map { name in
                self.updates += 1
                return name.uppercased()
            }
            .drive()
    }
}
