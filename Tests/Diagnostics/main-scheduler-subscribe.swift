// The most common lines of RxSwift UI code, in a main-actor class in Swift 6 mode: after
// `observe(on: MainScheduler.instance)` the sequence is a `MainThreadObservable`, whose
// `subscribe`, `bind`, `do` and thread-keeping operators take main-actor closures, and a handler
// written `{ @MainActor in ... }` is accepted on any sequence (it moves to the main thread).
// None of it needs an annotation or gets a diagnostic.
// swift-version: 6
// expect: nothing
import RxCocoa
import RxSwift

@MainActor
final class TitleView {
    var title = ""
    var words: [String] = []
    var taps = 0

    func format(_ title: String) -> String { title.uppercased() }

    func bind(_ titles: Observable<String>) -> Disposable {
        titles
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { self.title = $0 })
    }

    func bindFormatted(_ titles: Observable<String>) -> Disposable {
        titles
            .observe(on: MainScheduler.instance)
            .map { [weak self] in self?.format($0) ?? "" }
            .do(onNext: { [weak self] _ in self?.taps += 1 })
            .bind(onNext: { [weak self] in self?.words = [$0] })
    }

    func bindAnywhere(_ titles: Observable<String>) -> Disposable {
        titles.subscribe(onNext: { @MainActor [weak self] in self?.title = $0 })
    }

    func bindAnywhereWithSelf(_ titles: Observable<String>) -> Disposable {
        titles.subscribe(with: self, onNext: { @MainActor view, title in view.title = title })
    }
}
