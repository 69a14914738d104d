/// Stops the program because an abstract method was called; names the method.
@usableFromInline
func rxAbstractMethod(_ name: String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("RxSwift: abstract method \(name) was called; a subclass must override it.", file: file, line: line)
}

/// A programmer error: stops debug builds with `message`, prints it in release builds.
@usableFromInline
package func rxFatalErrorInDebug(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    #if DEBUG
    fatalError(message(), file: file, line: line)
    #else
    print("RxSwift fatal error: \(message())")
    #endif
}

/// A programmer error that stops the program in every build, with `message`.
@usableFromInline
package func rxFatalError(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError(message(), file: file, line: line)
}
