import RxSwift
import RxTest
import XCTest

final class ErrorTests: LeakCheckingTestCase {
    func testErrorFailsDuringSubscribe() {
        var events: [String] = []
        let subscription = Observable<Int>.error(FactoryError.failed).subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["error(failed)"])
        subscription.dispose()
    }

    func testErrorFailsAnObserverSubscribedDirectly() {
        var events: [String] = []
        let subscription = Observable<Int>.error(FactoryError.failed).subscribe(AnyObserver { events.append(describe($0)) })
        XCTAssertEqual(events, ["error(failed)"])
        subscription.dispose()
    }

    func testErrorReachesOnErrorWithTheSameError() {
        var received: Error?
        var disposed = false
        _ = Observable<String>.error(FactoryError.failed).subscribe(
            onNext: { _ in XCTFail("no element expected") },
            onError: { received = $0 },
            onCompleted: { XCTFail("no completion expected") },
            onDisposed: { disposed = true }
        )
        XCTAssertEqual(received as? FactoryError, .failed)
        XCTAssertTrue(disposed)
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
