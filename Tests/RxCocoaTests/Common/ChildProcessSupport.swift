import Foundation
import XCTest

/// Runs one test of this test bundle again in a child process, to observe a programmer error
/// that stops the program.
///
/// The test calls `ChildProcess.isRunning(case:)`: in the child it returns `true` and the test
/// does the fatal thing; in the parent it returns `false` and the test calls
/// `ChildProcess.run(test:case:)` and checks the result.
enum ChildProcess {
    private static let variable = "RXCOCOA_CHILD_CASE"

    /// Whether this process is the child started to run `name`.
    static func isRunning(case name: String) -> Bool {
        ProcessInfo.processInfo.environment[variable] == name
    }

    /// Runs the test `test` ("Class/method") in a child process with the case `name` set;
    /// returns its termination status and what it wrote to standard output and error.
    static func run(test: String, case name: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["RxCocoaTests.\(test)"]
        var environment = ProcessInfo.processInfo.environment
        environment[variable] = name
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Asserts that the child run of `test` stopped (debug builds) or went on (release builds)
    /// and that its output contains every one of `fragments`.
    static func assertProgrammerError(test: String, case name: String, mentions fragments: [String], file: StaticString = #filePath, line: UInt = #line) {
        do {
            let result = try run(test: test, case: name)
            #if DEBUG
            XCTAssertNotEqual(result.status, 0, "the child process should have stopped", file: file, line: line)
            #endif
            for fragment in fragments {
                XCTAssertTrue(result.output.contains(fragment), "the output should mention \"\(fragment)\":\n\(result.output)", file: file, line: line)
            }
        } catch {
            XCTFail("could not start the child process: \(error)", file: file, line: line)
        }
    }
}
