import Foundation
import RxSwift
import RxTest
import XCTest

private let testError = NSError(domain: "SwitchIfEmptyTests", code: 1)

final class SwitchIfEmptyTests: LeakCheckingTestCase {
    func testAnEmptySourceSwitchesToTheOtherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source: TestableObservable<Int> = scheduler.createHotObservable([
            .next(150, 0),
            .completed(210),
        ])
        let other = scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .completed(30),
        ])
        let res = scheduler.start { source.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 240)])
    }

    func testANonEmptySourceDoesNotSwitch() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(205, 1),
            .completed(210),
        ])
        let other = scheduler.createColdObservable([
            .next(10, 2),
            .completed(30),
        ])
        let res = scheduler.start { source.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(205, 1), .completed(210)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testASourceErrorDoesNotSwitch() {
        let scheduler = TestScheduler(initialClock: 0)
        let source: TestableObservable<Int> = scheduler.createHotObservable([
            .error(210, testError),
        ])
        let other = scheduler.createColdObservable([
            .next(10, 2),
            .completed(30),
        ])
        let res = scheduler.start { source.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testTheOtherSequenceErrorIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let source: TestableObservable<Int> = scheduler.createHotObservable([
            .completed(210),
        ])
        let other = scheduler.createColdObservable([
            .next(10, 2),
            .error(20, testError),
        ])
        let res = scheduler.start { source.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(220, 2), .error(230, testError)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 230)])
    }

    func testDisposalReachesTheOtherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source: TestableObservable<Int> = scheduler.createHotObservable([
            .completed(210),
        ])
        let other = scheduler.createColdObservable([
            .next(10, 2),
            .next(100, 3),
        ])
        let res = scheduler.start(disposed: 250) { source.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(220, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 250)])
    }

    func testASynchronouslyEmptySourceSwitchesDuringSubscription() {
        let received = Captured<[Int]>([])
        let completed = Captured(false)
        let empty = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create()
        }
        let other = Observable<Int>.create { observer in
            observer.onNext(7)
            observer.onCompleted()
            return Disposables.create()
        }
        _ = empty.ifEmpty(switchTo: other).subscribe(onNext: { received.value.append($0) }, onCompleted: { completed.value = true })
        XCTAssertEqual(received.value, [7])
        XCTAssertTrue(completed.value)
    }
}
