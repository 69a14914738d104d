import RxSwift
import XCTest

// Helpers of the generated tests of the Swift 5 forms (GeneratedSwift5FormTests.swift, written
// by scripts/generate-swift5-forms.py from the recipes in scripts/swift5-form-tests/). Written
// by hand, in Swift 5 language mode like the tests.

/// Records the arguments a stored closure was called with, in order.
final class Calls<Argument> {
    private(set) var arguments: [Argument] = []

    var count: Int { arguments.count }

    func record(_ argument: Argument) {
        arguments.append(argument)
    }
}

/// Keeps a value handed to a closure (an observer, a closure) so that the test can use it after
/// the closure has returned.
final class Kept<Value> {
    var value: Value?
}

/// An error with a name, so that recorded events compare as text.
struct FormTestError: Error, CustomStringConvertible, Equatable {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    var description: String { name }
}

/// Describes an event as `next(1)`, `error(boom)` or `completed`.
func describe<Element>(_ event: Event<Element>) -> String {
    switch event {
    case let .next(element):
        return "next(\(element))"
    case let .error(error):
        return "error(\(error))"
    case .completed:
        return "completed"
    }
}

/// An observer that records the events it receives as text (see `describe`).
final class Recorder<Element>: ObserverType {
    private(set) var log: [String] = []

    func on(_ event: Event<Element>) {
        log.append(describe(event))
    }

    /// Appends a line of its own (a callback's name and argument) to the log.
    func note(_ line: String) {
        log.append(line)
    }
}

/// A class instance for the forms that take an object (`subscribe(with:...)`, `withUnretained`).
final class Owner: CustomStringConvertible {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    var description: String { name }
}

/// A disposable that counts its disposals.
final class CountingResource: Disposable {
    private(set) var disposals = 0

    func dispose() {
        disposals += 1
    }
}
