import RxSwift

// Expectations that read the same under both test frameworks: in a Swift Testing test (`@Test`)
// a failure is an `Issue` at the caller's line, in an XCTest test an XCTest failure there. The
// messages are those of the `XCTAssertEqual` forms: recorded events drawn as marble timelines
// with the first difference marked, plain event lists with the first differing index.
// The location parameters are the caller's; callers pass none of them.

/// Expects recorded events (`actual`, usually `observer.events`) to equal `expected`, ticks
/// included; on failure the message draws both as marble timelines and names the first
/// differing event (see `MarbleDiagram`).
public func expectEqual<Element: Equatable>(_ actual: [Recorded<Event<Element>>], _ expected: [Recorded<Event<Element>>], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    if let message = recordedEventsDifference(actual: actual, expected: expected) {
        recordTestFailure(message, at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// Expects recorded events of optional elements (`actual`) to equal `expected`, ticks
/// included; on failure the message draws both as marble timelines (`nil` drawn as `nil`).
public func expectEqual<Element: Equatable>(_ actual: [Recorded<Event<Element?>>], _ expected: [Recorded<Event<Element?>>], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    if let message = recordedEventsDifference(actual: actual, expected: expected) {
        recordTestFailure(message, at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// Expects two lists of events to be equal (errors compare by `NSError` domain, code and
/// description); on failure the message lists both and names the first differing index.
public func expectEqual<Element: Equatable>(_ actual: [Event<Element>], _ expected: [Event<Element>], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    if let message = eventListDifference(actual: actual, expected: expected, elementsAreEqual: { $0 == $1 }, describe: { "\($0)" }) {
        recordTestFailure(message, at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// Expects two lists of events of optional elements to be equal; on failure the message lists
/// both and names the first differing index.
public func expectEqual<Element: Equatable>(_ actual: [Event<Element?>], _ expected: [Event<Element?>], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    if let message = eventListDifference(actual: actual, expected: expected, elementsAreEqual: { $0 == $1 }, describe: { $0.map { "\($0)" } ?? "nil" }) {
        recordTestFailure(message, at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// Expects the elements of the `next` events in `actual`, in order, to be `elements`; ticks
/// and terminal events are ignored.
public func expectRecordedElements<Element: Equatable>(_ actual: [Recorded<Event<Element>>], _ elements: [Element], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    if let message = recordedElementsDifference(actual: actual, expected: elements) {
        recordTestFailure(message, at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
