// A Driver chain in a main-actor class whose `map` closure mutates the class's state. A Driver
// delivers on the main thread, so its operators' closures are main-actor code in Swift 6 mode
// (docs/RxCocoa.md): it compiles clean.
// swift-version: 6
// expect: nothing
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
