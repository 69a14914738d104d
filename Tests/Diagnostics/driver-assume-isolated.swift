// The pattern docs/RxCocoa.md gives Swift 6 mode clients for main-actor state in Driver and
// bind handlers: the closure stays `@Sendable` and enters the main actor with
// `MainActor.assumeIsolated`, which checks the thread at run time. It compiles clean.
// swift-version: 6
// expect: nothing
import RxCocoa
import RxSwift

@MainActor
final class Screen {
    var title = ""
    var taps = 0

    func start(names: Observable<String>, tapped: Observable<Void>) -> Disposable {
        let titles = names
            .asDriver(onErrorJustReturn: "")
            .map { $0.uppercased() }
            .drive(onNext: { [weak self] title in
                MainActor.assumeIsolated { self?.title = title }
            })
        let counter = tapped.bind(onNext: { [weak self] in
            MainActor.assumeIsolated { self?.taps += 1 }
        })
        return Disposables.create(titles, counter)
    }
}
