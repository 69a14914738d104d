import RxSwift
import RxTest
import XCTest

final class GroupedObservableTests: LeakCheckingTestCase {
    func testAGroupedObservableCarriesItsKeyAndForwardsItsSource() {
        let source = Observable.of(1, 2, 3)
        let group = GroupedObservable(key: "numbers", source: source)
        XCTAssertEqual(group.key, "numbers")
        XCTAssertTrue(group.asObservable() === source)
        let received = Captured<[Int]>([])
        let completed = Captured(false)
        _ = group.subscribe(onNext: { received.value.append($0) }, onCompleted: { completed.value = true })
        XCTAssertEqual(received.value, [1, 2, 3])
        XCTAssertTrue(completed.value)
    }
}
