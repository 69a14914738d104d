import RxCocoa
import RxSwift
import RxTest
import XCTest

final class ControlEventTests: LeakCheckingTestCase {
    func testDeliversTheEventsOfItsSource() {
        let source = PublishSubject<Int>()
        let event = ControlEvent(events: source)
        let received = Captured<[Int]>([])
        let completed = Captured(false)
        let subscription = event.subscribe(onNext: { received.value.append($0) }, onCompleted: { completed.value = true })
        source.onNext(1)
        source.onNext(2)
        source.onCompleted()
        XCTAssertEqual(received.value, [1, 2])
        XCTAssertTrue(completed.value)
        subscription.dispose()
    }

    func testSendsNoInitialElement() {
        let event = ControlEvent(events: PublishSubject<Int>())
        let received = Captured(0)
        let subscription = event.subscribe(onNext: { _ in received.value += 1 })
        XCTAssertEqual(received.value, 0)
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
        let first = Captured<[Int]>([])
        let second = Captured<[Int]>([])
        let subscriptions = [
            event.asControlEvent().subscribe(onNext: { first.value.append($0) }),
            event.asObservable().subscribe(onNext: { second.value.append($0) }),
        ]
        source.onNext(3)
        XCTAssertEqual(first.value, [3])
        XCTAssertEqual(second.value, [3])
        subscriptions.forEach { $0.dispose() }
    }
}
