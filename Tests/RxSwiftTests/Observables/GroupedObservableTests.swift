import RxSwift
import RxTest
import XCTest

final class GroupedObservableTests: LeakCheckingTestCase {
    func testAGroupedObservableCarriesItsKeyAndForwardsItsSource() {
        let source = Observable.of(1, 2, 3)
        let group = GroupedObservable(key: "numbers", source: source)
        XCTAssertEqual(group.key, "numbers")
        XCTAssertTrue(group.asObservable() === source)
        var received: [Int] = []
        var completed = false
        _ = group.subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertTrue(completed)
    }
}
