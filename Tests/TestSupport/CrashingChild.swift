import Foundation

/// Runs a test that is expected to stop the program (a programmer error that stops every
/// build) in a child process, so that the test process survives and checks what it printed.
///
/// The parent calls `run(test:)`, which starts the test binary again with only that test
/// selected and `childVariable` set to the test's name; the test, seeing `isChild(test:)`,
/// installs a reporter that prints each error on standard error and then does what stops.
public enum CrashingChild {
    /// The environment variable that marks the child process and names the test it runs.
    public static let childVariable = "RX_CRASHING_CHILD_TEST"

    /// The identifier XCTest selects a test by: `Module.Class/method`.
    public static func identifier(of testCase: AnyObject, function: String) -> String {
        let method = function.hasSuffix("()") ? String(function.dropLast(2)) : function
        return "\(String(reflecting: type(of: testCase)))/\(method)"
    }

    /// Whether this process is the child started for `test`.
    public static func isChild(test: String) -> Bool {
        ProcessInfo.processInfo.environment[childVariable] == test
    }

    /// What the child did: whether it exited normally with status 0, and what it printed on
    /// standard output and standard error together.
    public struct Outcome: Sendable {
        /// Whether the child ended with exit status 0 (it did not stop on an error).
        public let exitedCleanly: Bool
        /// Everything the child printed.
        public let output: String
    }

    /// Starts the test binary with only `test` selected and waits up to `timeout` seconds for
    /// it; a child still running then is terminated and reported as not exiting cleanly.
    public static func run(test: String, timeout: TimeInterval = 60) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = [test]
        var environment = ProcessInfo.processInfo.environment
        environment[childVariable] = test
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let collected = OutputCollector()
        do {
            try process.run()
        } catch {
            return Outcome(exitedCleanly: false, output: "could not start the child process: \(error)")
        }
        // One thread reads the pipe to its end (the child's exit closes it) and then signals, so
        // the output is taken only once every chunk is in. A readability handler could still be
        // appending the child's last chunk (its report) after the output was taken.
        let finishedReading = DispatchSemaphore(value: 0)
        let reading = Thread {
            collected.append(pipe.fileHandleForReading.readDataToEndOfFile())
            finishedReading.signal()
        }
        reading.start()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            _ = finishedReading.wait(timeout: .now() + 5)
            return Outcome(exitedCleanly: false, output: collected.text + "\n(child terminated after \(timeout) s)")
        }
        process.waitUntilExit()
        _ = finishedReading.wait(timeout: .now() + 5)
        let clean = process.terminationReason == .exit && process.terminationStatus == 0
        return Outcome(exitedCleanly: clean, output: collected.text)
    }

    /// Prints `text` on standard error at once (the child is about to stop).
    public static func report(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// The child's output, gathered from the pipe's handler thread.
private final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ chunk: Data) {
        lock.withLock { data.append(chunk) }
    }

    var text: String {
        lock.withLock { String(decoding: data, as: UTF8.self) }
    }
}
