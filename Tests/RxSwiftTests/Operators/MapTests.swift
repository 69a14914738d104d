import RxSwift
import RxTest
import XCTest
import TestSupport

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
        let events = Captured<[String]>([])
        emitting([1, 2, 3]).map { $0 * 10 }.subscribe { events.value.append($0.debugDescription) }.dispose()
        XCTAssertEqual(events.value, ["next(10)", "next(20)", "next(30)", "completed"])
    }

    func testMapForwardsAnError() {
        let events = Captured<[String]>([])
        emitting([1], completeWith: TestError()).map { $0 }.subscribe { events.value.append($0.debugDescription) }.dispose()
        XCTAssertEqual(events.value.count, 2)
        XCTAssertTrue(events.value[1].hasPrefix("error("))
    }

    func testAThrowingTransformEndsWithItsError() {
        let events = Captured<[Event<Int>]>([])
        let disposed = Captured(false)
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onNext(3)
            return Disposables.create { disposed.value = true }
        }
        .map { value -> Int in
            if value == 2 { throw TestError() }
            return value
        }
        .subscribe { events.value.append($0) }
        XCTAssertEqual(events.value.count, 2)
        XCTAssertEqual(events.value[0].element, 1)
        XCTAssertTrue(events.value[1].error is TestError)
        XCTAssertTrue(disposed.value, "the source subscription is disposed after the error")
    }
}
