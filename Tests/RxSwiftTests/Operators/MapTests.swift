import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class MapTests: LeakCheckingTestCase {
    private func emitting(_ values: [Int], completeWith error: Error? = nil) -> Observable<Int> {
        Observable.create { observer in
            values.forEach(observer.onNext)
            if let error { observer.onError(error) } else { observer.onCompleted() }
            return Disposables.create()
        }
    }

    func testMapTransformsEachElement() {
        var events: [String] = []
        emitting([1, 2, 3]).map { $0 * 10 }.subscribe { events.append($0.debugDescription) }.dispose()
        XCTAssertEqual(events, ["next(10)", "next(20)", "next(30)", "completed"])
    }

    func testMapForwardsAnError() {
        var events: [String] = []
        emitting([1], completeWith: TestError()).map { $0 }.subscribe { events.append($0.debugDescription) }.dispose()
        XCTAssertEqual(events.count, 2)
        XCTAssertTrue(events[1].hasPrefix("error("))
    }

    func testAThrowingTransformEndsWithItsError() {
        var events: [Event<Int>] = []
        var disposed = false
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onNext(3)
            return Disposables.create { disposed = true }
        }
        .map { value -> Int in
            if value == 2 { throw TestError() }
            return value
        }
        .subscribe { events.append($0) }
        XCTAssertEqual(events.count, 2)
        XCTAssertEqual(events[0].element, 1)
        XCTAssertTrue(events[1].error is TestError)
        XCTAssertTrue(disposed, "the source subscription is disposed after the error")
    }
}
