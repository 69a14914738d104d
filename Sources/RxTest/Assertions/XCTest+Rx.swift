import RxSwift
import XCTest

/// Asserts that two lists of events are equal (errors compare by `NSError` domain, code and
/// description); on failure the message lists both and names the first differing index.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #filePath, line: UInt = #line) {
    assertEventListsEqual(actual: lhs, expected: rhs, elementsAreEqual: { $0 == $1 }, describe: { "\($0)" }, file: file, line: line)
}

/// Asserts that two lists of events of optional elements are equal; on failure the message
/// lists both and names the first differing index.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Event<Element?>], _ rhs: [Event<Element?>], file: StaticString = #filePath, line: UInt = #line) {
    assertEventListsEqual(actual: lhs, expected: rhs, elementsAreEqual: { $0 == $1 }, describe: { $0.map { "\($0)" } ?? "nil" }, file: file, line: line)
}

/// Asserts that recorded events (`lhs`, usually `observer.events`) equal the expected ones
/// (`rhs`), ticks included; on failure the message draws both as marble timelines with the
/// first difference marked (see `MarbleDiagram`).
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>], file: StaticString = #filePath, line: UInt = #line) {
    if let message = recordedEventsDifference(actual: lhs, expected: rhs) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that recorded events of optional elements (`lhs`) equal the expected ones
/// (`rhs`), ticks included; on failure the message draws both as marble timelines.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>], file: StaticString = #filePath, line: UInt = #line) {
    if let message = recordedEventsDifference(actual: lhs, expected: rhs) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that the elements of the `next` events in `stream`, in order, are `elements`;
/// ticks and terminal events are ignored.
public func XCTAssertRecordedElements<Element: Equatable>(_ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath, line: UInt = #line) {
    if let message = recordedElementsDifference(actual: stream, expected: elements) {
        XCTFail(message, file: file, line: line)
    }
}

/// The failure message for two unequal recordings, or `nil` when they are equal.
func recordedEventsDifference<Element: Equatable>(actual: [Recorded<Event<Element>>], expected: [Recorded<Event<Element>>]) -> String? {
    MarbleDiagram.comparison(expected: expected, actual: actual).map { "recorded events differ\n" + $0 }
}

/// The failure message for two unequal recordings of optional elements, or `nil` when they
/// are equal.
func recordedEventsDifference<Element: Equatable>(actual: [Recorded<Event<Element?>>], expected: [Recorded<Event<Element?>>]) -> String? {
    MarbleDiagram.comparison(expected: expected, actual: actual).map { "recorded events differ\n" + $0 }
}

/// The failure message when the recorded `next` elements are not `expected`, or `nil`.
func recordedElementsDifference<Element: Equatable>(actual: [Recorded<Event<Element>>], expected: [Element]) -> String? {
    let recordedElements = actual.compactMap { $0.value.element }
    return recordedElements == expected ? nil : "recorded elements differ: expected \(expected), actual \(recordedElements)"
}

/// The failure message for two unequal lists of events, or `nil` when they are equal.
func eventListDifference<Element>(actual: [Event<Element>], expected: [Event<Element>], elementsAreEqual: (Element, Element) -> Bool, describe: (Element) -> String) -> String? {
    let sharedCount = min(actual.count, expected.count)
    var differingIndex: Int?
    for index in 0..<sharedCount where !eventsAreEqual(actual[index], expected[index], elementsAreEqual: elementsAreEqual) {
        differingIndex = index
        break
    }
    if differingIndex == nil && actual.count != expected.count {
        differingIndex = sharedCount
    }
    guard let differingIndex else { return nil }
    func list(_ events: [Event<Element>]) -> String {
        "[" + events.map { MarbleDiagram.describeEvent($0, describe: describe) }.joined(separator: ", ") + "]"
    }
    return "events differ at index \(differingIndex)\nexpected: \(list(expected))\nactual:   \(list(actual))"
}

private func assertEventListsEqual<Element>(actual: [Event<Element>], expected: [Event<Element>], elementsAreEqual: (Element, Element) -> Bool, describe: (Element) -> String, file: StaticString, line: UInt) {
    if let message = eventListDifference(actual: actual, expected: expected, elementsAreEqual: elementsAreEqual, describe: describe) {
        XCTFail(message, file: file, line: line)
    }
}
