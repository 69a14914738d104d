import RxSwift
import RxTest
import XCTest

private struct TestError: Error, Equatable {}

final class ObservableConvertibleTypeInfallibleTests: LeakCheckingTestCase {
    func testOnErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let observer = scheduler.start { source.asInfallible(onErrorJustReturn: 9).asObservable() }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 9), .completed(220)])
    }

    func testOnErrorFallbackTo() {
        let received = Captured<[Int]>([])
        _ = Observable<Int>.error(TestError()).asInfallible(onErrorFallbackTo: Infallible.of(7, 8)).subscribe(onNext: { received.value.append($0) })
        XCTAssertEqual(received.value, [7, 8])
    }

    func testOnErrorRecoverSeesTheError() {
        let seen = Captured<Error?>(nil)
        let received = Captured<[Int]>([])
        _ = Single<Int>.error(TestError()).asInfallible(onErrorRecover: { error in
            seen.value = error
            return Infallible.just(3)
        }).subscribe(onNext: { received.value.append($0) })
        XCTAssertEqual(seen.value as? TestError, TestError())
        XCTAssertEqual(received.value, [3])
    }
}
