import RxCocoa
import RxSwift
import RxTest
import XCTest

final class ControlEventTests: LeakCheckingTestCase {
    func testDeliversTheEventsOfItsSource() {
        let source = PublishSubject<Int>()
        let event = ControlEvent(events: source)
        var received: [Int] = []
        var completed = false
        let subscription = event.subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        source.onNext(1)
        source.onNext(2)
        source.onCompleted()
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    func testSendsNoInitialElement() {
        let event = ControlEvent(events: PublishSubject<Int>())
        var received = 0
        let subscription = event.subscribe(onNext: { _ in received += 1 })
        XCTAssertEqual(received, 0)
        subscription.dispose()
    }

    func testEventsAreSubscribedOnTheMainThread() {
        let subscribed = expectation(description: "subscribed")
        let event = ControlEvent(events: Observable<Void>.create { _ in
            XCTAssertTrue(Thread.isMainThread)
            subscribed.fulfill()
            return Disposables.create()
        })
        let subscription = onBackgroundThread { event.subscribe() }
        wait(for: [subscribed], timeout: 5)
        drainMainQueue()
        subscription.dispose()
        drainMainQueue()
    }

    func testAsControlEventAndAsObservableGiveTheSameEvents() {
        let source = PublishSubject<Int>()
        let event = ControlEvent(events: source)
        var first: [Int] = []
        var second: [Int] = []
        let subscriptions = [
            event.asControlEvent().subscribe(onNext: { first.append($0) }),
            event.asObservable().subscribe(onNext: { second.append($0) }),
        ]
        source.onNext(3)
        XCTAssertEqual(first, [3])
        XCTAssertEqual(second, [3])
        subscriptions.forEach { $0.dispose() }
    }
}
