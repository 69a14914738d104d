import RxSwift
import RxTest
import XCTest

private struct Failure: Error {}

final class TraitAssertionTests: LeakCheckingTestCase {
    func testEqualTraitEventListsPass() {
        XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(1)])
        XCTAssertEqual([SingleEvent<Int>.failure(Failure())], [.failure(Failure())])
        XCTAssertEqual([MaybeEvent<Int>.success(2), .completed], [.success(2), .completed])
        XCTAssertEqual([CompletableEvent.completed], [.completed])
        XCTAssertEqual([CompletableEvent.error(Failure())], [.error(Failure())])
    }

    #if !canImport(Darwin)
    private var capturedFailures: [String]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturedFailures != nil {
            capturedFailures?.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testUnequalTraitEventListsFail() {
        capturedFailures = []
        XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(2)])
        XCTAssertEqual([MaybeEvent<Int>.completed], [.success(2)])
        XCTAssertEqual([CompletableEvent.completed], [.error(Failure())])
        let failures = capturedFailures ?? []
        capturedFailures = nil
        XCTAssertEqual(failures.count, 3, "\(failures)")
    }
    #endif
}
