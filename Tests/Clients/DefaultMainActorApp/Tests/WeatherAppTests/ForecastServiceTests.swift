import RxSwift
import RxTest
@testable import WeatherApp
import XCTest

// `nonisolated`: a main-actor subclass of XCTestCase does not compile in a default main-actor
// target with Swift 6.3 (swiftlang/swift#84644). The tests are main-actor code, and `async`,
// because XCTest on Linux cannot call a synchronous `@MainActor` test method.
nonisolated final class ForecastServiceTests: LeakCheckingTestCase {
    private let service = ForecastService(client: ForecastClient(temperatures: ["Oslo": 4, "Lisbon": 19, "Cairo": 31]))

    @MainActor func testSingleCreateWrapsTheCallbackAPI() async throws {
        let forecast = try await service.forecast(for: "Oslo").value
        XCTAssertEqual(forecast, Forecast(city: "Oslo", celsius: 4))
    }

    @MainActor func testTheCallbackAPIsFailureFailsTheSingle() async {
        do {
            _ = try await service.forecast(for: "Atlantis").value
            XCTFail("expected a failure")
        } catch {
            XCTAssertEqual(error as? ForecastError, .unknownCity("Atlantis"))
        }
    }

    @MainActor func testObservableCreateStreamsUpdatesUntilDisposed() async throws {
        var received: [Int] = []
        for try await celsius in service.temperatures(of: "Lisbon", every: 0.001).take(3).values {
            received.append(celsius)
        }
        XCTAssertEqual(received, [19, 20, 21])
    }

    @MainActor func testATaskInsideCreateAwaitsEachForecast() async throws {
        let forecasts = try await service.forecasts(for: ["Cairo", "Oslo"]).value
        XCTAssertEqual(forecasts.map(\.city), ["Cairo", "Oslo"])
        let warmest = try await service.warmest(of: ["Oslo", "Cairo", "Lisbon"])
        XCTAssertEqual(warmest, Forecast(city: "Cairo", celsius: 31))
    }

    @MainActor func testDisposingTheSubscriptionCancelsTheTaskInsideCreate() async throws {
        let slowClient = ForecastClient(temperatures: ["Oslo": 4], latency: 0.002)
        let subscription = ForecastService(client: slowClient).forecasts(for: Array(repeating: "Oslo", count: 1000)).subscribe()
        try await Task.sleep(for: .milliseconds(20))
        subscription.dispose()
        let fetchedBeforeDisposal = slowClient.fetchCount
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertGreaterThan(fetchedBeforeDisposal, 0)
        XCTAssertLessThanOrEqual(slowClient.fetchCount, fetchedBeforeDisposal + 1)
    }
}
