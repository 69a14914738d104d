import RxSwift

/// An observer that cannot carry an error: binding a failing sequence to it is a programmer
/// error, which `bind(to:)` reports with the place where the binding was made.
///
/// `Binder` and `ControlProperty` are binding targets.
@usableFromInline protocol BindingTarget {}

extension Binder: BindingTarget {}

/// Reports that `error` reached a binding made at `file`:`line` whose targets cannot carry
/// it: stops debug builds, prints the message in release builds.
@usableFromInline func bindingError(_ error: Swift.Error, target: String, operation: String, file: StaticString, line: UInt) {
    rxFatalErrorInDebug(
        "\(operation): an error was bound to \(target), which cannot carry errors, in the binding made at \(file):\(line): \(error). Handle the error before binding (catch, asDriver(onErrorJustReturn:)), or bind a sequence that cannot fail (Driver, Signal, Infallible).",
        file: file,
        line: line
    )
}
