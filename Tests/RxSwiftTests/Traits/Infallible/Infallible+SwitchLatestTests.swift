import RxSwift
import RxTest
import XCTest

final class InfallibleSwitchLatestTests: LeakCheckingTestCase {
    func testMirrorsTheMostRecentInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner1 = scheduler.createHotObservable([.next(215, 1), .next(240, 2)])
        let inner2 = scheduler.createHotObservable([.next(235, 10), .next(250, 20), .completed(260)])
        let outer = scheduler.createHotObservable([
            .next(210, inner1.asInfallible(onErrorJustReturn: 0)),
            .next(230, inner2.asInfallible(onErrorJustReturn: 0)),
            .completed(300),
        ])
        let observer = scheduler.start {
            outer.asInfallible(onErrorFallbackTo: .empty()).switchLatest().asObservable()
        }
        XCTAssertEqual(observer.events, [.next(215, 1), .next(235, 10), .next(250, 20), .completed(300)])
        XCTAssertEqual(inner1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(230, 260)])
    }
}
