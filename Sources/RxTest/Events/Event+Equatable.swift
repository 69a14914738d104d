import Foundation
import RxSwift

/// Whether two errors are the same for test assertions: same `NSError` domain and code, and
/// the same description.
func errorsAreEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    let left = lhs as NSError
    let right = rhs as NSError
    return left.domain == right.domain && left.code == right.code && "\(lhs)" == "\(rhs)"
}

/// Whether two events are equal, with `elementsAreEqual` deciding for elements and errors
/// compared by `errorsAreEqual`.
func eventsAreEqual<Element>(_ lhs: Event<Element>, _ rhs: Event<Element>, elementsAreEqual: (Element, Element) -> Bool) -> Bool {
    switch (lhs, rhs) {
    case (.completed, .completed):
        return true
    case (.error(let left), .error(let right)):
        return errorsAreEqual(left, right)
    case (.next(let left), .next(let right)):
        return elementsAreEqual(left, right)
    default:
        return false
    }
}

/// Events of equatable elements compare equal when both are `completed`, both are `next` with
/// equal elements, or both are `error` with errors of the same `NSError` domain, code and
/// description.
extension Event: Equatable where Element: Equatable {
    /// Whether the two events are equal (see the conformance's documentation for errors).
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        eventsAreEqual(lhs, rhs, elementsAreEqual: ==)
    }
}
