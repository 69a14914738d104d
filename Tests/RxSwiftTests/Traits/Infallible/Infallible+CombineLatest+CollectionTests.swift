import RxSwift
import RxTest
import XCTest

final class InfallibleCombineLatestCollectionTests: LeakCheckingTestCase {
    func testCombinesTheLatestElementsOfEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let second = scheduler.createHotObservable([.next(220, 10), .completed(310)])
        let observer = scheduler.start {
            Infallible.combineLatest([first, second].map { $0.asInfallible(onErrorJustReturn: -1) }) { $0.reduce(0, +) }.asObservable()
        }
        XCTAssertEqual(observer.events, [.next(220, 11), .next(230, 13), .completed(310)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 310)])
    }

    func testArrayFormEmitsTheLatestElementsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let second = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(300)])
        let observer = scheduler.start {
            Infallible.combineLatest([first, second].map { $0.asInfallible(onErrorJustReturn: 0) }).asObservable()
        }
        XCTAssertEqual(observer.events, [.next(220, [1, 2]), .next(240, [1, 4]), .completed(300)])
    }
}
