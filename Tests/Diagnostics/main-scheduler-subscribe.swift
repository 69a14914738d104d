// The price of the rule: the compiler cannot see that `observe(on: MainScheduler.instance)`
// delivers on the main thread, so a Swift 6 mode client touches main-actor state there through
// `MainActor.assumeIsolated` (which checks the thread); writing it directly gets a warning.
// swift-version: 6
// expect: warning: main actor-isolated property 'title' can not be mutated from a Sendable closure
import RxSwift

@MainActor
final class TitleView {
    var title = ""

    func bind(_ titles: Observable<String>) -> Disposable {
        titles
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { self.title = $0 })
    }

    func bindCheckingTheThread(_ titles: Observable<String>) -> Disposable {
        titles
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { title in MainActor.assumeIsolated { self.title = title } })
    }
}
