import Foundation
import RxSwift
import RxTest
import XCTest

/// Outside a Swift Testing test the expectations fail through XCTest, at the caller's file
/// and line.
final class TestFailureTests: LeakCheckingTestCase {
    private var capturedFailures: [(description: String, file: String, line: Int)]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturedFailures != nil {
            capturedFailures?.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAFailedExpectationIsAnXCTestFailureAtTheCallersLine() {
        capturedFailures = []
        let line = #line + 1
        expectEqual([Recorded.next(20, 1)], [Recorded.next(20, 2)])
        let failures = capturedFailures ?? []
        capturedFailures = nil
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(failures.first.map { URL(fileURLWithPath: $0.file).lastPathComponent }, "TestFailureTests.swift")
        XCTAssertTrue(failures.first?.description.contains("recorded events differ\none frame = 20 ticks") == true, failures.first?.description ?? "")
    }

    func testAMetExpectationIsNoFailure() {
        capturedFailures = []
        expectEqual([Recorded.next(20, 1)], [Recorded.next(20, 1)])
        let failures = capturedFailures ?? []
        capturedFailures = nil
        XCTAssertTrue(failures.isEmpty)
    }
}
