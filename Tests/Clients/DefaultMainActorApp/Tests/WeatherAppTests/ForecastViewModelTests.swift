import RxCocoa
import RxSwift
import RxTest
@testable import WeatherApp
import XCTest

// `nonisolated`: a main-actor subclass of XCTestCase does not compile in a default main-actor
// target with Swift 6.3 (swiftlang/swift#84644). The tests are main-actor code, and `async`,
// because XCTest on Linux cannot call a synchronous `@MainActor` test method.
nonisolated final class ForecastViewModelTests: LeakCheckingTestCase {
    @MainActor private func makeModel() -> ForecastViewModel {
        ForecastViewModel(service: ForecastService(client: ForecastClient(temperatures: ["Oslo": 4, "Cairo": 31])))
    }

    @MainActor func testSelectingACityBindsTheHeadlineOnTheMainActor() async throws {
        let model = makeModel()
        model.select(city: "Oslo")
        XCTAssertTrue(model.isLoading)
        try await waitUntil { !model.headline.isEmpty }
        XCTAssertEqual(model.headline, "Oslo: 4 °C")
        XCTAssertFalse(model.isLoading)
        model.select(city: "Atlantis")
        try await waitUntil { model.headline == "unavailable" }
    }

    @MainActor func testShownForecastsSkipRepeats() async throws {
        let model = makeModel()
        model.select(city: "Oslo")
        try await waitUntil { model.shownForecasts.value.count == 1 }
        model.select(city: "Oslo")
        try await Task.sleep(for: .milliseconds(50))
        model.select(city: "Cairo")
        try await waitUntil { model.shownForecasts.value.count == 2 }
        XCTAssertEqual(model.shownForecasts.value.map(\.city), ["Oslo", "Cairo"])
    }

    @MainActor func testADriverUpdatesMainActorStateFromBackgroundReadings() async throws {
        let model = makeModel()
        model.watch(city: "Cairo")
        try await waitUntil { (Int(model.temperature.prefix { $0.isNumber }) ?? 0) >= 35 }
        XCTAssertTrue(model.temperature.hasSuffix(" °C"))
        model.stopWatching()
    }

    @MainActor func testTheReactiveBinderSetsTheModel() async {
        let model = makeModel()
        let subscription = Observable.just("Sunny").bind(to: model.rx.headline)
        subscription.dispose()
        XCTAssertEqual(model.headline, "Sunny")
    }

    @MainActor func testAMainActorObserverReceivesEveryEvent() async {
        let log = EventLog()
        let subscription = Observable.of("a", "b").subscribe(log)
        subscription.dispose()
        XCTAssertEqual(log.lines, ["a", "b", "done"])
    }

    @MainActor func testAMainActorDisposableIsDisposedWithItsBag() async {
        let request = RefreshRequest()
        var bag: DisposeBag? = DisposeBag()
        request.disposed(by: bag!)
        XCTAssertFalse(request.isStopped)
        bag = nil
        XCTAssertTrue(request.isStopped)
    }

    @MainActor func testAMainActorDisposableDisposedOnAnotherThreadStopsOnTheMainActor() async throws {
        let request = RefreshRequest()
        DispatchQueue.global().async { request.dispose() }
        try await waitUntil { request.isStopped }
    }

    /// Waits, on the main actor, until `condition` holds.
    @MainActor private func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(5)
        while !condition() {
            guard Date() < deadline else {
                return XCTFail("timed out")
            }
            try await Task.sleep(for: .milliseconds(2))
        }
    }
}
