import RxSwift
import RxTest
@testable import WeatherApp
import XCTest

// `nonisolated`: a main-actor subclass of XCTestCase does not compile in a default main-actor
// target with Swift 6.3 (swiftlang/swift#84644). The tests are main-actor code, and `async`,
// because XCTest on Linux cannot call a synchronous `@MainActor` test method.
nonisolated final class ObservableForecastTests: LeakCheckingTestCase {
    @MainActor func testDistinctReadingsDropsSmallChanges() async {
        let scheduler = TestScheduler(initialClock: 0)
        let readings = scheduler.createHotObservable([.next(210, 20), .next(220, 21), .next(230, 23), .next(240, 22), .completed(250)])
        let observer = scheduler.start { readings.distinctReadings(tolerance: 2) }
        XCTAssertEqual(observer.events, [.next(210, 20), .next(230, 23), .completed(250)])
    }

    @MainActor func testRecoverReplacesTheError() async {
        let scheduler = TestScheduler(initialClock: 0)
        let readings = scheduler.createHotObservable([.next(210, 20), .error(220, ForecastError.unknownCity("Atlantis"))])
        let observer = scheduler.start { readings.recover { _ in -1 } }
        XCTAssertEqual(observer.events, [.next(210, 20), .next(220, -1), .completed(220)])
    }

    @MainActor func testNumberedCountsPerSubscription() async {
        let scheduler = TestScheduler(initialClock: 0)
        let cities = scheduler.createColdObservable([.next(10, "Oslo"), .next(20, "Cairo"), .completed(30)])
        let observer = scheduler.start { cities.numbered().map { "\($0.0) \($0.1)" } }
        XCTAssertEqual(observer.events, [.next(210, "1 Oslo"), .next(220, "2 Cairo"), .completed(230)])
    }
}
