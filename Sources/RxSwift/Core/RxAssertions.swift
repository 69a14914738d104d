/// Stops the program because an abstract method was called; names the method.
@usableFromInline
func rxAbstractMethod(_ name: String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("RxSwift: abstract method \(name) was called; a subclass must override it.", file: file, line: line)
}

/// A programmer error: stops debug builds with `message`, prints it in release builds.
///
/// When `Hooks.programmerErrorHandler` is set, it receives the error instead and the program
/// goes on, as a release build would.
@usableFromInline
package func rxFatalErrorInDebug(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    if let handler = Hooks.programmerErrorHandler {
        handler(ProgrammerError(message: message(), file: "\(file)", line: line, stopsEveryBuild: false))
        return
    }
    #if DEBUG
    fatalError(message(), file: file, line: line)
    #else
    print("RxSwift fatal error: \(message())")
    #endif
}

/// A programmer error that stops the program in every build, with `message`.
///
/// `Hooks.programmerErrorHandler`, when set, receives the error first; the program stops when
/// it returns.
@usableFromInline
package func rxFatalError(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Never {
    let text = message()
    if let handler = Hooks.programmerErrorHandler {
        handler(ProgrammerError(message: text, file: "\(file)", line: line, stopsEveryBuild: true))
    }
    fatalError(text, file: file, line: line)
}
