import Foundation
import RxSwift
import RxTest
import TestSupport
import XCTest

/// Every programmer error names the operator or type, the cause and, where the library knows
/// it, the call site. Errors that stop only debug builds are intercepted in process through
/// `Hooks.programmerErrorHandler`; those that stop every build run in a child process
/// (`CrashingChild`), whose report the test reads.
final class RxAssertionsTests: LeakCheckingTestCase {
    private let recorded = Captured<[ProgrammerError]>([])

    override func tearDown() {
        Hooks.programmerErrorHandler = nil
        super.tearDown()
    }

    private func interceptProgrammerErrors() {
        let recorded = self.recorded
        Hooks.programmerErrorHandler = { recorded.value.append($0) }
    }

    /// In the child, runs `body` with a handler that prints the error (without one when
    /// `withHandler` is false), and expects it to stop the program; in the parent, runs the
    /// child and checks that it stopped with a report (or, without a handler, any output)
    /// containing every one of `fragments`.
    private func expectStop(_ fragments: [String], withHandler: Bool = true, function: String = #function, file: StaticString = #filePath, line: UInt = #line, body: () -> Void) {
        let test = CrashingChild.identifier(of: self, function: function)
        if CrashingChild.isChild(test: test) {
            if withHandler {
                Hooks.programmerErrorHandler = { CrashingChild.report("RX-PROGRAMMER-ERROR \($0)") }
            }
            body()
            CrashingChild.report("RX-NO-PROGRAMMER-ERROR")
            return
        }
        let outcome = CrashingChild.run(test: test)
        XCTAssertFalse(outcome.exitedCleanly, "the programmer error did not stop the program:\n\(outcome.output)", file: file, line: line)
        let reportLine = outcome.output.split(separator: "\n").first { $0.hasPrefix("RX-PROGRAMMER-ERROR ") }
        guard let report = withHandler ? reportLine.map(String.init) : outcome.output else {
            XCTFail("no programmer error was reported:\n\(outcome.output)", file: file, line: line)
            return
        }
        for fragment in fragments {
            XCTAssertTrue(report.contains(fragment), "\"\(fragment)\" is missing from: \(report)", file: file, line: line)
        }
    }

    /// A main-actor closure of a `MainThreadObservable` checks its thread: with a main-thread
    /// executor that breaks its contract (it runs work on another thread), `map`'s closure
    /// stops the program with a message naming `map(_:)`.
    func testAMainThreadObservablesClosureReachedOffTheMainThreadNamesItsOperator() {
        expectStop(["map(_:)", "must run on the main thread", "main-actor code"]) {
            MainScheduler.setMainThreadExecutor(OffMainThreadExecutor())
            let delivered = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                _ = Observable.just(1).observe(on: MainScheduler.instance).map { $0 + 1 }.subscribe()
                delivered.signal()
            }
            _ = delivered.wait(timeout: .now() + 5)
            Thread.sleep(forTimeInterval: 1)
        }
    }

    func testTakeWithANegativeCountNamesTheOperatorTheCauseAndTheCallSite() {
        let line = #line + 1
        expectStop(["take(_:)", "must not be negative, got -1", "RxAssertionsTests.swift:\(line)"]) { _ = Observable.just(1).take(-1) }
    }

    func testElementAtWithANegativeIndexNamesTheOperatorTheCauseAndTheCallSite() {
        let line = #line + 1
        expectStop(["element(at:)", "must not be negative, got -2", "RxAssertionsTests.swift:\(line)"]) { _ = Observable.just(1).element(at: -2) }
    }

    func testRetryWithANegativeCountNamesTheOperatorTheCauseAndTheCallSite() {
        let line = #line + 1
        expectStop(["retry(_:)", "must not be negative, got -1", "RxAssertionsTests.swift:\(line)"]) { _ = Observable.just(1).retry(-1) }
    }

    func testShareWithANegativeReplayNamesTheOperatorTheCauseAndTheCallSite() {
        let line = #line + 1
        expectStop(["share(replay:scope:)", "replay must be zero or more, but it is -3", "RxAssertionsTests.swift:\(line)"]) { _ = Observable.just(1).share(replay: -3) }
    }

    func testMergeWithoutAConcurrencySlotNamesTheOperatorTheCauseAndTheCallSite() {
        let line = #line + 1
        expectStop(["merge(maxConcurrent:)", "maxConcurrent is 0; it must be at least 1", "RxAssertionsTests.swift:\(line)"]) { _ = Observable.just(Observable.just(1)).merge(maxConcurrent: 0) }
    }

    func testInfallibleAndSingleFormsReportTheirCallersCallSite() {
        let line = #line + 1
        expectStop(["take(_:)", "got -4", "RxAssertionsTests.swift:\(line)"]) { _ = Infallible.just(1).take(-4) }
    }

    func testASecondAssignmentOfASingleAssignmentDisposableNamesTheTypeAndTheCause() {
        expectStop(["SingleAssignmentDisposable", "setDisposable was called twice"]) {
            let disposable = SingleAssignmentDisposable()
            disposable.setDisposable(Disposables.create())
            disposable.setDisposable(Disposables.create())
        }
    }

    func testAMainThreadOnlyAPICalledOffTheMainThreadNamesTheAPIAndTheThread() {
        expectStop(["MainScheduler.ensureRunningOnMainThread", "must run on the main thread, but it was called on", "rx.items must be bound"]) {
            let thread = Thread {
                MainScheduler.ensureRunningOnMainThread(errorMessage: "rx.items must be bound on the main thread.")
            }
            thread.start()
            Thread.sleep(forTimeInterval: 10)
        }
    }

    func testAnErrorBoundToABinderIsInterceptedWithTheBindersTypeAndTheError() {
        interceptProgrammerErrors()
        let target = NSObject()
        let binder = Binder<Int>(target, scheduler: CurrentThreadScheduler.instance) { _, _ in }
        let subscription = Observable<Int>.error(TestError.boom).subscribe(binder)

        XCTAssertEqual(recorded.value.count, 1)
        let error = recorded.value.first
        XCTAssertEqual(error?.stopsEveryBuild, false)
        XCTAssertTrue(error?.message.contains("Binder<Int>") ?? false, error?.message ?? "")
        XCTAssertTrue(error?.message.contains("binding an error to a UI target is a programmer error: boom") ?? false, error?.message ?? "")
        subscription.dispose()
    }

    func testWithoutAHandlerAnErrorThatStopsEveryBuildStops() {
        expectStop(["Fatal error", "take(_:): the count argument must not be negative"], withHandler: false) {
            _ = Observable.just(1).take(-1)
        }
    }

    private enum TestError: Error, CustomStringConvertible {
        case boom

        var description: String { "boom" }
    }
}

/// A main-thread executor that breaks its contract: it runs work on a background queue.
private final class OffMainThreadExecutor: MainThreadExecutor {
    var isMainThread: Bool { false }

    func enqueue(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async(execute: work)
    }
}
