import RxSwift
import RxTest
import XCTest

final class RxErrorTests: LeakCheckingTestCase {
    func testEveryCaseHasAReadableDescription() {
        let object = NSObjectSubject()
        let cases: [RxError] = [.unknown, .disposed(object: object), .overflow, .argumentOutOfRange, .noElements, .moreThanOneElement, .timeout]
        let descriptions = cases.map(\.debugDescription)
        XCTAssertEqual(Set(descriptions).count, cases.count, "descriptions must tell the cases apart")
        XCTAssertTrue(descriptions.allSatisfy { !$0.isEmpty })
        XCTAssertTrue(RxError.disposed(object: object).debugDescription.contains("NSObjectSubject"))
        XCTAssertEqual(RxError.noElements.debugDescription, "Sequence doesn't contain any elements.")
    }
}

private final class NSObjectSubject: CustomStringConvertible {
    var description: String { "NSObjectSubject" }
}
