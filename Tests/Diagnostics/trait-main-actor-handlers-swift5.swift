// Trait code as written for RxSwift 6.10, compiled as Swift 5 mode code: Swift 5 mode clients
// see the traits' Swift 5 forms, whose closures are plain, and none of the forms for handlers
// written `{ @MainActor in ... }`, so a main-actor class touches its state in its handlers with
// no diagnostic, as it did (the handlers run where the outcome is delivered, as with upstream).
// swift-version: 5
// expect: nothing
import RxSwift

@MainActor
final class ItemsView {
    var items: [String] = []
    var failed = false
    var saved = false

    func load(_ single: Single<[String]>) -> Disposable {
        single
            .observe(on: MainScheduler.instance)
            .do(onSuccess: { self.items = $0 })
            .subscribe(onSuccess: { [weak self] in self?.items = $0 }, onFailure: { [weak self] _ in self?.failed = true })
    }

    func first(_ maybe: Maybe<String>) -> Disposable {
        maybe
            .observe(on: MainScheduler.instance)
            .subscribe(with: self, onSuccess: { view, item in view.items = [item] }, onCompleted: { view in view.items = [] })
    }

    func save(_ completable: Completable) -> Disposable {
        completable
            .observe(on: MainScheduler.instance)
            .subscribe { [weak self] in self?.saved = true }
    }
}
