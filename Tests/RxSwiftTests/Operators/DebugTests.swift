import Foundation
import RxSwift
import RxTest
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let testError = NSError(domain: "DebugTests", code: 1)

final class DebugTests: LeakCheckingTestCase {
    /// Runs `body` with standard output redirected and returns what it printed, line by line.
    private func capturePrintedLines(_ body: () -> Void) -> [String] {
        fflush(nil)
        let pipe = Pipe()
        let savedOutput = dup(STDOUT_FILENO)
        dup2(pipe.fileHandleForWriting.fileDescriptor, STDOUT_FILENO)
        body()
        fflush(nil)
        dup2(savedOutput, STDOUT_FILENO)
        close(savedOutput)
        try? pipe.fileHandleForWriting.close()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Splits a debug line into its timestamp and the rest, checking the timestamp format.
    private func messageAfterTimestamp(_ line: String, file: StaticString = #filePath, lineNumber: UInt = #line) -> String {
        let pattern = #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: "#
        guard let range = line.range(of: pattern, options: .regularExpression) else {
            XCTFail("no timestamp in \(line)", file: file, line: lineNumber)
            return line
        }
        return String(line[range.upperBound...])
    }

    func testDebugPrintsSubscriptionEventsAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .completed(250),
        ])
        var res: TestableObserver<Int>?
        let lines = capturePrintedLines {
            res = scheduler.start { xs.debug("numbers") }
        }
        XCTAssertEqual(res?.events, [.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(lines.map { messageAfterTimestamp($0) }, [
            "numbers -> subscribed",
            "numbers -> Event next(1)",
            "numbers -> Event next(2)",
            "numbers -> Event completed",
            "numbers -> isDisposed",
        ])
    }

    func testDebugPrintsErrorsAndDisposalBySubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing: TestableObservable<Int> = scheduler.createHotObservable([.error(210, testError)])
        let silent: TestableObservable<Int> = scheduler.createHotObservable([])
        let failed = scheduler.createObserver(Int.self)
        let disposed = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        let lines = capturePrintedLines {
            scheduler.scheduleAt(200) {
                _ = failing.debug("failing").subscribe(failed)
                subscription = silent.debug("silent").subscribe(disposed)
            }
            scheduler.scheduleAt(300) { subscription?.dispose() }
            scheduler.start()
        }
        XCTAssertEqual(failed.events, [.error(210, testError)])
        XCTAssertEqual(silent.subscriptions, [Subscription(200, 300)])
        let messages = lines.map { messageAfterTimestamp($0) }
        XCTAssertEqual(messages.count, 5)
        XCTAssertEqual(Array(messages.prefix(2)), ["failing -> subscribed", "silent -> subscribed"])
        XCTAssertTrue(messages[2].hasPrefix("failing -> Event error("), messages[2])
        XCTAssertEqual(Array(messages.suffix(2)), ["failing -> isDisposed", "silent -> isDisposed"])
    }

    func testTheDefaultIdentifierNamesTheCallSite() {
        let source = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create()
        }
        var expectedLine: UInt = 0
        let lines = capturePrintedLines {
            let (debugged, line) = (source.debug(), #line)
            expectedLine = UInt(line)
            _ = debugged.subscribe()
        }
        XCTAssertEqual(lines.map { messageAfterTimestamp($0) }, [
            "DebugTests.swift:\(expectedLine) (testTheDefaultIdentifierNamesTheCallSite()) -> subscribed",
            "DebugTests.swift:\(expectedLine) (testTheDefaultIdentifierNamesTheCallSite()) -> Event completed",
            "DebugTests.swift:\(expectedLine) (testTheDefaultIdentifierNamesTheCallSite()) -> isDisposed",
        ])
    }

    func testTrimOutputShortensLongEvents() {
        let long = String(repeating: "a", count: 30) + String(repeating: "z", count: 30)
        let source = Observable<String>.create { observer in
            observer.onNext(long)
            observer.onNext("short")
            observer.onCompleted()
            return Disposables.create()
        }
        let lines = capturePrintedLines {
            _ = source.debug("trimmed", trimOutput: true).subscribe()
            _ = source.debug("full", trimOutput: false).subscribe()
        }
        let messages = lines.map { messageAfterTimestamp($0) }
        // "next(" + 60 letters + ")" is 66 characters: the first 20 and the last 20 are kept.
        let trimmed = "next(" + String(repeating: "a", count: 15) + "..." + String(repeating: "z", count: 19) + ")"
        XCTAssertTrue(messages.contains("trimmed -> Event \(trimmed)"), "\(messages)")
        XCTAssertTrue(messages.contains("trimmed -> Event next(short)"))
        XCTAssertTrue(messages.contains("full -> Event next(\(long))"))
    }
}
