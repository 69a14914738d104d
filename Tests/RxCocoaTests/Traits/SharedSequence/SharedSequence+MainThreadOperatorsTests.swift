import Foundation
import RxCocoa
import RxSwift
import RxTest
import XCTest

/// A view model as a Swift 6 mode app writes one: a main-actor class whose Driver and Signal
/// operator closures read and write its own state, with no isolation assertion.
@MainActor
private final class SearchModel {
    var prefix = "#"
    private(set) var log: [String] = []

    func record(_ entry: String) {
        log.append(entry)
    }

    func rows(_ query: Driver<String>, results: @escaping @MainActor (String) -> Driver<[String]>) -> Driver<String> {
        query
            .do(onNext: { [weak self] in self?.record("query \($0)") }, onSubscribe: { [weak self] in self?.record("subscribed") })
            .filter { [weak self] in $0 != self?.prefix }
            .distinctUntilChanged { [weak self] in (self?.prefix ?? "") + $0.prefix(1) }
            .flatMapLatest(results)
            .compactMap { [weak self] in $0.first.map { (self?.prefix ?? "") + $0 } }
            .map { [weak self] row in (self?.log.count ?? 0) > 0 ? row.uppercased() : row }
    }
}

private struct TestError: Error {}

/// A sharing strategy that delivers on a background queue: its sequences' operators keep
/// `@Sendable` closures, which run there.
private struct BackgroundSharingStrategy: SharingStrategyProtocol {
    static var scheduler: SchedulerType {
        ConcurrentDispatchQueueScheduler(qos: .utility)
    }

    static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

final class SharedSequenceMainThreadOperatorsTests: LeakCheckingTestCase {
    func testDriverOperatorClosuresAreMainActorCode() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let query = scheduler.createHotObservable([.next(210, "sw"), .next(220, "#"), .next(230, "sx"), .next(240, "go")]).asDriver(onErrorJustReturn: "")
            onMain {
                let model = SearchModel()
                let rows = model.rows(query) { [weak model] query in
                    model?.record("search \(query)")
                    return .just(["\(query)!"])
                }
                let observer = scheduler.start { rows.asObservable() }
                XCTAssertEqual(observer.events, [.next(212, "#SW!"), .next(242, "#GO!")])
                XCTAssertEqual(model.log, ["subscribed", "query sw", "search sw", "query #", "query sx", "query go", "search go"])
            }
        }
    }

    func testScanWithLatestFromAndWithUnretainedClosuresAreMainActorCode() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)]).asSignal(onErrorJustReturn: 0)
            let titles = scheduler.createHotObservable([.next(205, "a"), .next(225, "b")]).asSignal(onErrorJustReturn: "")
            onMain {
                let model = SearchModel()
                let sums = taps.scan(0) { [weak model] sum, tap in sum + tap + (model?.prefix.count ?? 0) }
                let lists = taps.scan(into: [Int]()) { [weak model] list, tap in
                    list.append(tap)
                    model?.record("list \(list.count)")
                }
                let labelled = sums
                    .withLatestFrom(titles) { [weak model] sum, title in (model?.prefix ?? "") + title + "\(sum)" }
                    .withUnretained(model) { model, label in model.prefix + label }
                let sumObserver = scheduler.createObserver(String.self)
                let listObserver = scheduler.createObserver([Int].self)
                let subscriptions = Disposables.create(
                    labelled.emit(to: sumObserver),
                    lists.emit(to: listObserver)
                )
                scheduler.start()
                subscriptions.dispose()
                XCTAssertEqual(sumObserver.events, [.next(211, "##a2"), .next(221, "##a5"), .next(231, "##b9")])
                XCTAssertEqual(listObserver.events, [.next(211, [1]), .next(221, [1, 2]), .next(231, [1, 2, 3])])
                XCTAssertEqual(model.log, ["list 1", "list 2", "list 3"])
            }
        }
    }

    func testFactoriesAndRecoveryClosuresAreMainActorCode() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let failing = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
            let other = scheduler.createHotObservable([.next(215, 5), .next(235, 6)]).asDriver(onErrorJustReturn: 0)
            onMain {
                let model = SearchModel()
                let recovered = failing.asDriver(onErrorRecover: { [weak model] _ in
                    model?.record("recovered")
                    return .just(model?.prefix.count ?? 0)
                })
                let fresh = Driver<Int>.deferred { [weak model] in
                    model?.record("deferred")
                    return .just(100)
                }
                let combined = Driver.combineLatest(recovered, other) { [weak model] first, second in first + second + (model?.prefix.count ?? 0) }
                let zipped = Driver.zip([combined, fresh]) { [weak model] in $0.reduce(model?.prefix.count ?? 0, +) }
                let observer = scheduler.start { zipped.asObservable() }
                XCTAssertEqual(observer.events, [.next(216, 108), .completed(222)])
                XCTAssertEqual(model.log, ["deferred", "recovered"])
            }
        }
    }

    /// A custom strategy that is not a main-thread one gets the `@Sendable` forms: its closures
    /// run on its background queue, where a main-actor form would stop the program.
    func testACustomStrategyOffTheMainThreadKeepsSendableClosures() {
        let delivered = expectation(description: "delivered off the main thread")
        let threads = LockedThreads()
        let subscription = Observable.of(1, 2, 3)
            .asSharedSequence(sharingStrategy: BackgroundSharingStrategy.self, onErrorJustReturn: 0)
            .map { value in
                threads.record()
                return value * 10
            }
            .filter { $0 > 10 }
            .asObservable()
            .toArray()
            .subscribe(onSuccess: { values in
                XCTAssertEqual(values, [20, 30])
                delivered.fulfill()
            })
        wait(for: [delivered], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(threads.onMain, 0)
        XCTAssertEqual(threads.total, 3)
    }

    /// A Driver whose sharing scheduler is not the main thread's (a test's mock) runs its `map`
    /// closure there; the closure, main-actor code, stops the program with a message naming
    /// its operator.
    func testAMainActorOperatorClosureReachedOffTheMainThreadStopsWithANamedMessage() {
        if ChildProcess.isRunning(case: "map off main") {
            let delivered = DispatchSemaphore(value: 0)
            SharingScheduler.mock(scheduler: ConcurrentDispatchQueueScheduler(qos: .default)) {
                _ = Observable.just(1).asDriver(onErrorJustReturn: 0)
                    .map { $0 + 1 }
                    .asObservable()
                    .subscribe(onNext: { _ in delivered.signal() })
            }
            _ = delivered.wait(timeout: .now() + 5)
            return
        }
        ChildProcess.assertProgrammerError(
            test: "SharedSequenceMainThreadOperatorsTests/testAMainActorOperatorClosureReachedOffTheMainThreadStopsWithANamedMessage",
            case: "map off main",
            mentions: ["SharedSequence.map(_:)", "must run on the main thread", "main-actor code"]
        )
    }

    /// The same for the recovery closure of `asSignal(onErrorRecover:)`: the error reaches it on
    /// the mocked background scheduler.
    func testAMainActorRecoveryClosureReachedOffTheMainThreadStopsWithANamedMessage() {
        if ChildProcess.isRunning(case: "recover off main") {
            let delivered = DispatchSemaphore(value: 0)
            SharingScheduler.mock(scheduler: ConcurrentDispatchQueueScheduler(qos: .default)) {
                _ = Observable<Int>.error(TestError()).asSignal(onErrorRecover: { _ in .just(0) })
                    .asObservable()
                    .subscribe(onNext: { _ in delivered.signal() })
            }
            _ = delivered.wait(timeout: .now() + 5)
            return
        }
        ChildProcess.assertProgrammerError(
            test: "SharedSequenceMainThreadOperatorsTests/testAMainActorRecoveryClosureReachedOffTheMainThreadStopsWithANamedMessage",
            case: "recover off main",
            mentions: ["asSignal(onErrorRecover:)", "must run on the main thread", "main-actor code"]
        )
    }
}

/// Counts the calls of `record()` and those of them made on the main thread.
private final class LockedThreads: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    private var mainCalls = 0

    func record() {
        let onMain = Thread.isMainThread
        lock.withLock {
            calls += 1
            if onMain { mainCalls += 1 }
        }
    }

    var total: Int { lock.withLock { calls } }
    var onMain: Int { lock.withLock { mainCalls } }
}
