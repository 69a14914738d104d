import Foundation
import RxSwift
import RxTest
import XCTest

final class HistoricalSchedulerTests: LeakCheckingTestCase {
    func testDefaultClockIsTheUnixEpoch() {
        let scheduler = HistoricalScheduler()
        XCTAssertEqual(scheduler.clock, Date(timeIntervalSince1970: 0))
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 0))
    }

    func testRelativeWorkRunsAtItsDate() {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        var ranAt: [Date] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(3600)) { _ in
            ranAt.append(scheduler.now)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 60) { _ in
            ranAt.append(scheduler.now)
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            ranAt.append(scheduler.now)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [start, start.addingTimeInterval(60), start.addingTimeInterval(3600)])
    }

    func testAdvanceToADate() {
        let scheduler = HistoricalScheduler()
        var ran: [Int] = []
        _ = scheduler.scheduleAbsoluteVirtual(1, time: Date(timeIntervalSince1970: 10)) { value in
            ran.append(value)
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual(2, time: Date(timeIntervalSince1970: 30)) { value in
            ran.append(value)
            return Disposables.create()
        }
        scheduler.advanceTo(Date(timeIntervalSince1970: 20))
        XCTAssertEqual(ran, [1])
        XCTAssertEqual(scheduler.clock, Date(timeIntervalSince1970: 20))
        scheduler.start()
        XCTAssertEqual(ran, [1, 2])
    }

    func testSleepMovesTheClockBySeconds() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 100))
        scheduler.sleep(25)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 125))
    }

    func testConverterIsTheIdentity() {
        let converter = HistoricalSchedulerTimeConverter()
        let date = Date(timeIntervalSince1970: 42)
        XCTAssertEqual(converter.convertFromVirtualTime(date), date)
        XCTAssertEqual(converter.convertToVirtualTime(date), date)
        XCTAssertEqual(converter.convertFromVirtualTimeInterval(1.5), 1.5)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(1.5), 1.5)
        XCTAssertEqual(converter.offsetVirtualTime(date, offset: 8), Date(timeIntervalSince1970: 50))
        XCTAssertEqual(converter.compareVirtualTime(date, date.addingTimeInterval(1)), .lessThan)
        XCTAssertEqual(converter.compareVirtualTime(date, date), .equal)
        XCTAssertEqual(converter.compareVirtualTime(date.addingTimeInterval(1), date), .greaterThan)
    }
}
