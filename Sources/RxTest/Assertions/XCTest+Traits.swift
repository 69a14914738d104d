import RxSwift
import XCTest

// The trait events are compared as the observable events they stand for: a success as a
// `next`, a failure as an `error`, so the messages read the same as for observables.

/// Asserts that two lists of `Single` events are equal (errors compare by `NSError` domain,
/// code and description).
public func XCTAssertEqual<Element: Equatable>(_ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(lhs.map(observableEvent), rhs.map(observableEvent), file: file, line: line)
}

/// Asserts that two lists of `Maybe` events are equal.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(lhs.map(observableEvent), rhs.map(observableEvent), file: file, line: line)
}

/// Asserts that two lists of `Completable` events are equal.
public func XCTAssertEqual(_ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(lhs.map(observableEvent), rhs.map(observableEvent), file: file, line: line)
}

private func observableEvent<Element>(_ event: SingleEvent<Element>) -> Event<Element> {
    switch event {
    case .success(let element): return .next(element)
    case .failure(let error): return .error(error)
    }
}

private func observableEvent<Element>(_ event: MaybeEvent<Element>) -> Event<Element> {
    switch event {
    case .success(let element): return .next(element)
    case .error(let error): return .error(error)
    case .completed: return .completed
    }
}

private func observableEvent(_ event: CompletableEvent) -> Event<Never> {
    switch event {
    case .error(let error): return .error(error)
    case .completed: return .completed
    }
}
