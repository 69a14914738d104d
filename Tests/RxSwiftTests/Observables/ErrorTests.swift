import RxSwift
import RxTest
import XCTest

final class ErrorTests: LeakCheckingTestCase {
    func testErrorFailsDuringSubscribe() {
        let events = Captured<[String]>([])
        let subscription = Observable<Int>.error(FactoryError.failed).subscribe { events.value.append(describe($0)) }
        XCTAssertEqual(events.value, ["error(failed)"])
        subscription.dispose()
    }

    func testErrorFailsAnObserverSubscribedDirectly() {
        let events = Captured<[String]>([])
        let subscription = Observable<Int>.error(FactoryError.failed).subscribe(AnyObserver { events.value.append(describe($0)) })
        XCTAssertEqual(events.value, ["error(failed)"])
        subscription.dispose()
    }

    func testErrorReachesOnErrorWithTheSameError() {
        let received = Captured<Error?>(nil)
        let disposed = Captured(false)
        _ = Observable<String>.error(FactoryError.failed).subscribe(
            onNext: { _ in XCTFail("no element expected") },
            onError: { received.value = $0 },
            onCompleted: { XCTFail("no completion expected") },
            onDisposed: { disposed.value = true }
        )
        XCTAssertEqual(received.value as? FactoryError, .failed)
        XCTAssertTrue(disposed.value)
    }
}

private enum FactoryError: Error {
    case failed
}

private func describe<Element>(_ event: Event<Element>) -> String {
    switch event {
    case .next(let element): return "next(\(element))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
}

// MARK: - Virtual time

extension ErrorTests {
    func testErrorFailsAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.error(FactoryError.failed) }
        XCTAssertEqual(observer.events, [.error(200, FactoryError.failed)])
    }
}
