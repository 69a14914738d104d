import RxSwift

/// A programmer error in RxRelay that stops the program in every build, with `message`
/// (through `Hooks.programmerErrorHandler` first, when it is set).
func rxRelayFatalError(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Never {
    rxFatalError(message(), file: file, line: line)
}

/// A programmer error in RxRelay: stops debug builds with `message`, prints it in release
/// builds; `Hooks.programmerErrorHandler`, when set, receives it instead.
func rxRelayFatalErrorInDebug(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    rxFatalErrorInDebug(message(), file: file, line: line)
}
