import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class FilterTests: LeakCheckingTestCase {
    func testFilterKeepsMatchingElements() {
        let received = Captured<[Int]>([])
        let completed = Captured(false)
        Observable<Int>.create { observer in
            (1...6).forEach(observer.onNext)
            observer.onCompleted()
            return Disposables.create()
        }
        .filter { $0 % 2 == 0 }
        .subscribe(onNext: { received.value.append($0) }, onCompleted: { completed.value = true })
        .dispose()
        XCTAssertEqual(received.value, [2, 4, 6])
        XCTAssertTrue(completed.value)
    }

    func testAThrowingPredicateEndsWithItsError() {
        let error = Captured<Error?>(nil)
        Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create()
        }
        .filter { _ in throw TestError() }
        .subscribe(onError: { error.value = $0 })
        .dispose()
        XCTAssertTrue(error.value is TestError)
    }
}
