// What a Swift 6 mode app writes in a main-actor view model: a search that calls a main-actor
// service from `flatMapLatest`, rows made by a main-actor initializer in `map`, and a `map` that
// reads the view model's own state. Driver and Signal operators take main-actor closures, so it
// compiles clean, as does the same chain on a Signal and the shared sequence factories.
// swift-version: 6
// expect: nothing
import RxCocoa
import RxSwift

struct Repository: Sendable {
    let name: String
}

@MainActor
final class SearchService {
    private var searches = 0

    func search(_ query: String) -> Observable<[Repository]> {
        searches += 1
        return .just([Repository(name: query)])
    }
}

@MainActor
struct RepoRow {
    let title: String

    init(_ repository: Repository) {
        title = repository.name
    }
}

@MainActor
final class SearchViewModel {
    let service = SearchService()
    var prefix = "#"

    func format(_ title: String) -> String {
        prefix + title
    }

    func bind(query: Observable<String>, taps: Observable<Void>) -> Disposable {
        let service = self.service
        let results = query.asDriver(onErrorJustReturn: "").flatMapLatest { service.search($0).asDriver(onErrorJustReturn: []) }
        let rows = results.map { repos in repos.map(RepoRow.init) }
        let titles = query.asDriver(onErrorJustReturn: "").map { [weak self] in self?.format($0) ?? "" }
        let counted = taps.asSignal(onErrorJustReturn: ())
            .scan(0) { [weak self] count, _ in count + (self?.prefix.count ?? 0) }
            .filter { [weak self] _ in self?.prefix.isEmpty == false }
        let recovered = query.asDriver(onErrorRecover: { [weak self] _ in .just(self?.prefix ?? "") })
        let combined = Driver.combineLatest(titles, recovered) { [weak self] title, query in (self?.prefix ?? "") + title + query }
        let fresh = Driver<String>.deferred { [weak self] in .just(self?.prefix ?? "") }
        return Disposables.create(
            rows.drive(),
            counted.emit(),
            combined.withLatestFrom(fresh) { [weak self] title, fresh in (self?.format(title) ?? "") + fresh }.drive()
        )
    }
}
