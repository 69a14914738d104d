// A UIKit-style main-actor class compiled as Swift 5 mode code: its Driver, Signal and bind
// closures read and write its state. Swift 5 mode clients see RxCocoa's Swift 5 forms, whose
// closures are not `@Sendable`, so it compiles as with upstream RxCocoa.
// swift-version: 5
// expect: nothing
import RxCocoa
import RxSwift

@MainActor
final class Screen {
    var updates = 0
    var title = ""
    var taps = 0

    func start(names: Observable<String>, tapped: Observable<Void>) -> [Disposable] {
        [
            names
                .asDriver(onErrorJustReturn: "")
                .map { name -> String in
                    self.updates += 1
                    return name.uppercased()
                }
                .filter { !$0.isEmpty && self.updates > 0 }
                .drive(onNext: { self.title = $0 }),
            tapped
                .asSignal(onErrorSignalWith: .empty())
                .emit(onNext: { self.taps += 1 }),
            tapped.bind(onNext: { self.taps += 1 }),
        ]
    }
}
