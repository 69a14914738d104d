import RxSwift
import XCTest

final class RxSwiftVersionTests: XCTestCase {
    func testTheVersionIsThreeNumbersStartingWithTheKeptAPIsRelease() throws {
        let numbers = RxSwiftVersion.current.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        XCTAssertEqual(numbers.count, 3, "major.minor.patch: \(RxSwiftVersion.current)")
        XCTAssertFalse(numbers.contains(nil), "only numbers: \(RxSwiftVersion.current)")
        XCTAssertEqual(Array(numbers.prefix(2)), [6, 10], "the API kept is RxSwift 6.10's")
    }
}
