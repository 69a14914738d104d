import RxSwift

// `bind(onNext:)` with a main-actor closure (Swift 6 language mode): on a `MainThreadObservable`
// (what `observe(on: MainScheduler.instance)` returns), whose elements arrive on the main thread,
// and on any sequence when the closure is written `{ @MainActor in ... }`, which moves the
// elements to the main thread first. Errors are programmer errors, as for every `bind`.

extension MainThreadObservable {
    /// Calls `onNext`, main-actor code, with every element; it checks that it runs on the main
    /// thread. An error is reported as by `ObservableType.bind(onNext:)`.
    // No Swift 5 form: Swift 5 mode code calls `ObservableType`'s, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func bind(onNext: @escaping @MainActor (Element) -> Void, file: StaticString = #file, line: UInt = #line) -> Disposable {
        subscribeMainActorHandlers(onNext: onNext, onError: { @MainActor error in
            bindingError(error, target: "an onNext closure", operation: "bind(onNext:)", file: file, line: line)
        }, onCompleted: nil, onDisposed: nil, operation: "bind(onNext:)", file: file, line: line)
    }

    /// Calls `onNext`, main-actor code, with `object` and every element while `object` is alive
    /// (it is held weakly). An error is reported as by `ObservableType.bind(onNext:)`.
    // No Swift 5 form: Swift 5 mode code calls `ObservableType`'s, with a plain closure.
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping @MainActor (Object, Element) -> Void, file: StaticString = #file, line: UInt = #line) -> Disposable {
        subscribeMainActorHandlers(with: object, onNext: onNext, onError: { @MainActor _, error in
            bindingError(error, target: "an onNext closure", operation: "bind(with:onNext:)", file: file, line: line)
        }, onCompleted: nil, onDisposed: nil, operation: "bind(with:onNext:)", file: file, line: line)
    }
}

extension ObservableConvertibleType where Self: ObservableType {
    /// Calls `onNext`, written `{ @MainActor in ... }`, with every element, on the main thread:
    /// the elements are delivered there first, as `observe(on: MainScheduler.instance)` does.
    /// Disfavored, with the `@Sendable` form, so that only a closure written `@MainActor` picks
    /// it (see `MainThreadObservable+Subscription.swift` in RxSwift for why it extends
    /// `ObservableConvertibleType`).
    // No Swift 5 form: Swift 5 mode code has no main-actor closures to pass.
    @available(swift, introduced: 6)
    @preconcurrency
    @_disfavoredOverload
    @inlinable
    public func bind(onNext: @escaping @MainActor (Element) -> Void, file: StaticString = #file, line: UInt = #line) -> Disposable {
        asObservable().observe(on: MainScheduler.instance).bind(onNext: onNext, file: file, line: line)
    }
}
