// A `Single`, `Maybe` or `Completable` keeps no thread in its type, so after
// `observe(on: MainScheduler.instance)` its handlers are `@Sendable`; a main-actor class writes
// them `{ @MainActor in ... }`, which moves the outcome to the main thread, and touches its own
// state with no diagnostic. Code that keeps the result of `observe(on:)` as a `Single` compiles
// as with RxSwift 6.10. Built as the project's Swift 6 client tests are.
// swift-version: 6
// flags: -Werror SendableClosureCaptures
// expect: nothing
import RxSwift

@MainActor
final class ItemsView {
    var items: [String] = []
    var count: Int?
    var failed = false
    var saved = false
    var pending: Single<[String]>?

    func load(_ single: Single<[String]>) -> Disposable {
        single
            .observe(on: MainScheduler.instance)
            .subscribe(onSuccess: { @MainActor [weak self] in self?.items = $0 })
    }

    func loadAnywhere(_ single: Single<[String]>) -> Disposable {
        single
            .do(onSuccess: { @MainActor [weak self] in self?.count = $0.count })
            .subscribe(
                with: self,
                onSuccess: { @MainActor view, items in view.items = items },
                onFailure: { @MainActor view, _ in view.failed = true }
            )
    }

    func first(_ maybe: Maybe<String>) -> Disposable {
        maybe.subscribe(
            onSuccess: { @MainActor [weak self] in self?.items = [$0] },
            onCompleted: { @MainActor [weak self] in self?.items = [] }
        )
    }

    func save(_ completable: Completable) -> Disposable {
        completable.subscribe(with: self, onCompleted: { @MainActor view in view.saved = true })
    }

    func keep(_ single: Single<[String]>, other: Single<[String]>) -> Single<[String]> {
        var request = single.observe(on: MainScheduler.instance)
        if failed { request = other }
        pending = request
        return request
    }
}
