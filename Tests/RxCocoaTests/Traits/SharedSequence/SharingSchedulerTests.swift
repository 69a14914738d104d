import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

final class SharingSchedulerTests: LeakCheckingTestCase {
    func testMakeReturnsTheMainSchedulerByDefault() {
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMakeReturnsANewMainSchedulerEachTime() {
        XCTAssertFalse(SharingScheduler.make() as AnyObject === SharingScheduler.make() as AnyObject)
        XCTAssertFalse(SharingScheduler.make() as AnyObject === MainScheduler.instance)
    }

    func testADriverOfARelayDeliversTheCurrentValueBeforeDriveReturns() {
        let relay = BehaviorRelay(value: 1)
        let received = Captured<[Int]>([])
        let subscription = relay.asDriver().drive(onNext: { received.value.append($0) })
        XCTAssertEqual(received.value, [1])
        relay.accept(2)
        XCTAssertEqual(received.value, [1, 2])
        subscription.dispose()
    }

    func testADriverDeliversAtOnceEvenWhileOtherMainThreadWorkIsQueued() {
        // Work queued on the shared main scheduler (it runs when the main queue next turns) does
        // not hold back a Driver: its scheduler counts only its own work.
        _ = MainScheduler.instance.schedule(()) { _ in
            _ = MainScheduler.instance.schedule(()) { _ in Disposables.create() }
            return Disposables.create()
        }
        let received = Captured<[String]>([])
        let subscription = Driver.just("now").drive(onNext: { received.value.append($0) })
        XCTAssertEqual(received.value, ["now"])
        subscription.dispose()
        let drained = expectation(description: "main queue drained")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 5)
    }

    func testDriveWithARecoveryDriverDeliversBothBeforeDriveReturns() {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(testError)
            return Disposables.create()
        }
        let received = Captured<[Int]>([])
        let subscription = failing.asDriver(onErrorDriveWith: Driver.just(0)).drive(onNext: { received.value.append($0) })
        XCTAssertEqual(received.value, [1, 0])
        subscription.dispose()
    }

    func testASignalWithAFallbackDeliversEverythingBeforeEmitReturns() {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(testError)
            return Disposables.create()
        }
        let log = Captured<[String]>([])
        _ = failing.asSignal(onErrorJustReturn: -1).emit(
            onNext: { log.value.append("\($0)") },
            onCompleted: { log.value.append("completed") },
            onDisposed: { log.value.append("disposed") }
        )
        XCTAssertEqual(log.value, ["1", "-1", "completed", "disposed"])
    }

    func testObserveOnTheMainSchedulerOnTheMainThreadDeliversAtOnceWhenNothingIsQueued() {
        let scheduler = MainScheduler()
        let received = Captured<[Int]>([])
        let subscription = Observable.of(1, 2).observe(on: scheduler).subscribe(onNext: { received.value.append($0) })
        XCTAssertEqual(received.value, [1, 2])
        subscription.dispose()
    }

    func testMockSchedulerIsUsedInsideTheActionAndRestoredAfter() {
        let scheduler = TestScheduler(initialClock: 0)
        var inside: SchedulerType?
        SharingScheduler.mock(scheduler: scheduler) {
            inside = SharingScheduler.make()
        }
        XCTAssertTrue(inside as AnyObject === scheduler)
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMockMakeSchedulerIsCalledForEachMake() {
        var made = 0
        SharingScheduler.mock(makeScheduler: { () -> SchedulerType in
            made += 1
            return TestScheduler(initialClock: 0)
        }) {
            _ = SharingScheduler.make()
            _ = SharingScheduler.make()
        }
        XCTAssertEqual(made, 2)
    }

    func testMockRestoresThePreviousSchedulerWhenTheActionThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertThrowsError(try SharingScheduler.mock(scheduler: scheduler) {
            throw testError
        })
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMocksNest() {
        let outer = TestScheduler(initialClock: 0)
        let inner = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: outer) {
            SharingScheduler.mock(scheduler: inner) {
                XCTAssertTrue(SharingScheduler.make() as AnyObject === inner)
            }
            XCTAssertTrue(SharingScheduler.make() as AnyObject === outer)
        }
    }
}
