import RxSwift
import XCTest

final class RxSwiftReleaseTests: XCTestCase {
    func testTheVersionIsThreeNumbersStartingWithTheKeptAPIsRelease() throws {
        let numbers = RxSwiftRelease.version.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        XCTAssertEqual(numbers.count, 3, "major.minor.patch: \(RxSwiftRelease.version)")
        XCTAssertFalse(numbers.contains(nil), "only numbers: \(RxSwiftRelease.version)")
        XCTAssertEqual(Array(numbers.prefix(2)), [6, 10], "the API kept is RxSwift 6.10's")
    }
}
