import Foundation
import Observation
import RxCocoa
import RxSwift
import RxTest
import XCTest

// This target is compiled in Swift 6 language mode with warnings as errors, as an app file
// would be: it imports RxSwift, RxCocoa and Observation together, declares its models with the
// unqualified `@Observable` macro, uses `Observable<Element>` as RxSwift's class, and spells
// Observation's protocol `Observation.Observable`.

/// A search screen's state, isolated to the main actor as an app's view models are.
@MainActor @Observable final class SearchModel {
    var query = ""
    var results: [String] = []

    /// A computed property: observing it tracks `query` and `results`.
    var summary: String { query.isEmpty ? "type to search" : "\(results.count) results for \(query)" }
}

/// A model declared with the qualified macro, which works too.
@Observation.Observable final class Settings {
    var volume = 0.5
}

/// A main-actor screen that binds its model both ways.
@MainActor final class SearchScreen {
    let model = SearchModel()
    private(set) var shownSummaries: [String] = []
    private let bag = DisposeBag()

    /// The results of a query: a sequence of RxSwift, named without qualification.
    nonisolated static func search(_ query: String) -> Observable<[String]> {
        .just(query.isEmpty ? [] : [query.uppercased(), query + "!"])
    }

    func bind(queries: Driver<String>) {
        queries.drive(model.rx[\.query]).disposed(by: bag)
        model.rx.observe(\.query)
            .flatMapLatest { SearchScreen.search($0) }
            .bind(to: model.rx[\.results])
            .disposed(by: bag)
        model.rx.observe(\.summary)
            .asDriver(onErrorDriveWith: .empty())
            .drive(onNext: { [weak self] summary in self?.shownSummaries.append(summary) })
            .disposed(by: bag)
    }
}

/// A `Sendable` struct holding what the bridge makes.
struct ModelStreams: Sendable {
    let queries: Observable<String>
    let query: ControlProperty<String>
    let setQuery: Binder<String>

    @MainActor init(_ model: SearchModel) {
        queries = model.rx.observe(\.query)
        query = model.rx.controlProperty(\.query)
        setQuery = model.rx[\.query]
    }
}

/// Generic code over any observable model names the protocol with its module.
func observeAny<Model: AnyObject & Observation.Observable, Value>(_ model: Model, _ keyPath: KeyPath<Model, Value>) -> Observable<Value> {
    model.rx.observe(keyPath)
}

final class MainActorModelTests: LeakCheckingTestCase {
    func testAMainActorModelDrivenAndObserved() {
        MainActor.assumeIsolated {
            let screen = SearchScreen()
            let queries = PublishRelay<String>()
            screen.bind(queries: queries.asDriver(onErrorJustReturn: ""))
            drainMainQueue()
            queries.accept("rx")
            drainMainQueue()
            XCTAssertEqual(screen.model.results, ["RX", "rx!"])
            XCTAssertEqual(screen.shownSummaries.last, "2 results for rx")
            XCTAssertEqual(screen.shownSummaries.first, "type to search")
        }
    }

    func testTheSendableHoldersWorkFromAnotherThread() {
        let streams = MainActor.assumeIsolated { ModelStreams(SearchModel()) }
        let model = MainActor.assumeIsolated { SearchModel() }
        let received = Captured<[String]>([])
        let subscription = MainActor.assumeIsolated {
            ModelStreams(model).queries.subscribe(onNext: { received.value.append($0) })
        }
        let binder = MainActor.assumeIsolated { ModelStreams(model).setQuery }
        let done = DispatchSemaphore(value: 0)
        Thread {
            binder.onNext("from a thread")
            done.signal()
        }.start()
        done.wait()
        drainMainQueue()
        drainMainQueue()
        XCTAssertEqual(received.value, ["", "from a thread"])
        XCTAssertEqual(MainActor.assumeIsolated { model.query }, "from a thread")
        subscription.dispose()
        _ = streams
    }

    func testAModelDeclaredWithTheQualifiedMacro() {
        let settings = Settings()
        let received = Captured<[Double]>([])
        let subscription = settings.rx.observe(\.volume).subscribe(onNext: { received.value.append($0) })
        settings.rx[\.volume].onNext(0.8)
        drainMainQueue()
        XCTAssertEqual(received.value, [0.5, 0.8])
        subscription.dispose()
    }

    func testGenericCodeOverObservableModels() {
        let model = MainActor.assumeIsolated { SearchModel() }
        let received = Captured<[String]>([])
        // A key path to a main-actor property is formed on the main actor.
        let subscription = MainActor.assumeIsolated {
            observeAny(model, \.query).subscribe(onNext: { received.value.append($0) })
        }
        XCTAssertEqual(received.value, [""])
        subscription.dispose()
    }
}

/// Runs the main run loop until the work queued to the main thread so far is done.
private func drainMainQueue() {
    let drained = Captured(false)
    DispatchQueue.main.async { drained.value = true }
    while !drained.value {
        RunLoop.main.run(until: Date().addingTimeInterval(0.002))
    }
}
