import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class FilterTests: LeakCheckingTestCase {
    func testFilterKeepsMatchingElements() {
        var received: [Int] = []
        var completed = false
        Observable<Int>.create { observer in
            (1...6).forEach(observer.onNext)
            observer.onCompleted()
            return Disposables.create()
        }
        .filter { $0 % 2 == 0 }
        .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        .dispose()
        XCTAssertEqual(received, [2, 4, 6])
        XCTAssertTrue(completed)
    }

    func testAThrowingPredicateEndsWithItsError() {
        var error: Error?
        Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create()
        }
        .filter { _ in throw TestError() }
        .subscribe(onError: { error = $0 })
        .dispose()
        XCTAssertTrue(error is TestError)
    }
}
