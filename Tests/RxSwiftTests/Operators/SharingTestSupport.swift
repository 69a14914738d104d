import Foundation
import RxSwift
import RxTest
import XCTest

/// The error the sharing-operator tests send and expect.
struct SharingTestError: Error, Equatable {
    let code: Int
}

extension TestScheduler {
    /// Subscribes a recording observer to `observable` at tick `subscribe` and disposes that
    /// subscription at tick `dispose`; returns the observer.
    func record<Element>(_ observable: Observable<Element>, subscribeAt subscribe: TestTime, disposeAt dispose: TestTime) -> TestableObserver<Element> {
        let observer = createObserver(Element.self)
        var subscription: Disposable?
        scheduleAt(subscribe) { subscription = observable.subscribe(observer) }
        scheduleAt(dispose) {
            subscription?.dispose()
            subscription = nil
        }
        return observer
    }

    /// Connects `connectable` at tick `connect` and disposes the connection at tick `disconnect`.
    func connect<Connectable: ConnectableObservableType>(_ connectable: Connectable, at connect: TestTime, disconnectAt disconnect: TestTime) {
        var connection: Disposable?
        scheduleAt(connect) { connection = connectable.connect() }
        scheduleAt(disconnect) {
            connection?.dispose()
            connection = nil
        }
    }
}

/// Moves a value into `@Sendable` closures in tests whose subject under test is thread-safe.
struct SharingTestBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A flag one thread raises and others poll.
final class SharingTestFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    /// Raises the flag.
    func set() {
        lock.withLock { raised = true }
    }

    /// Whether the flag was raised.
    var isSet: Bool {
        lock.withLock { raised }
    }
}

/// Runs `body` on a background thread and fails the test if it does not finish within
/// `timeout` seconds (a deadlock); returns whether it finished.
@discardableResult
func assertCompletes(within timeout: TimeInterval = 10, _ testCase: XCTestCase, file: StaticString = #filePath, line: UInt = #line, _ body: @escaping @Sendable () -> Void) -> Bool {
    let finished = XCTestExpectation(description: "finished without deadlock")
    Thread.detachNewThread {
        body()
        finished.fulfill()
    }
    let result = XCTWaiter().wait(for: [finished], timeout: timeout)
    if result != .completed {
        XCTFail("did not finish within \(timeout) s: deadlock", file: file, line: line)
        return false
    }
    return true
}
