import Foundation
import RxSwift
import RxTest
import XCTest

final class TestSchedulerVirtualTimeConverterTests: LeakCheckingTestCase {
    func testConversionsUseTheSchedulerResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.5)
        var ranAt: TestTime?
        _ = scheduler.scheduleRelative((), dueTime: .seconds(3)) { _ in
            ranAt = scheduler.clock
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, 6)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 3))
    }

    func testTimesAndIntervalsAreIntegerTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: TestTime?
        scheduler.scheduleAt(40) {
            _ = scheduler.scheduleRelativeVirtual((), dueTime: 25) { _ in
                ranAt = scheduler.clock
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, 65)
    }
}

final class TestSchedulerVirtualTimeConverterDirectTests: LeakCheckingTestCase {
    let converter = TestSchedulerVirtualTimeConverter(resolution: 0.25)

    func testTimeConversionRoundTrips() {
        XCTAssertEqual(converter.convertFromVirtualTime(8), Date(timeIntervalSince1970: 2))
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 2)), 8)
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 2.1)), 8)
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 2.2)), 9)
    }

    func testIntervalConversionRoundTrips() {
        XCTAssertEqual(converter.convertFromVirtualTimeInterval(6), 1.5)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(1.5), 6)
    }

    func testOffsetAndComparison() {
        XCTAssertEqual(converter.offsetVirtualTime(10, offset: 5), 15)
        XCTAssertEqual(converter.compareVirtualTime(1, 2), .lessThan)
        XCTAssertEqual(converter.compareVirtualTime(2, 2), .equal)
        XCTAssertEqual(converter.compareVirtualTime(3, 2), .greaterThan)
    }
}
