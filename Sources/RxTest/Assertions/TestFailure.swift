import Testing
import XCTest

/// Where a failed expectation was written, in the forms both test frameworks take: Swift
/// Testing places an issue at a `SourceLocation`, XCTest places a failure at a `StaticString`
/// file and a line (a `String` path cannot be turned back into a `StaticString`, so the
/// expectations take the caller's `#fileID`, `#filePath`, `#line` and `#column` one by one).
struct CallerLocation {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// The location as Swift Testing reports it.
    var sourceLocation: SourceLocation {
        SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
}

/// Reports a failed expectation to the test framework running the caller: an `Issue` when a
/// Swift Testing test is running (`Test.current` is set for the test's task and the tasks it
/// starts), an XCTest failure otherwise.
func recordTestFailure(_ message: String, at location: CallerLocation) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
    } else {
        XCTFail(message, file: location.filePath, line: location.line)
    }
}
