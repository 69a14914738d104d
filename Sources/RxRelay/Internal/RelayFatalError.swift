/// A programmer error in RxRelay that stops the program in every build, with `message`.
func rxRelayFatalError(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError(message(), file: file, line: line)
}

/// A programmer error in RxRelay: stops debug builds with `message`, prints it in release
/// builds.
func rxRelayFatalErrorInDebug(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    #if DEBUG
    fatalError(message(), file: file, line: line)
    #else
    print("RxRelay fatal error: \(message())")
    #endif
}
