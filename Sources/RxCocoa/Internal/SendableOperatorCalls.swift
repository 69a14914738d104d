import RxSwift

// RxSwift operators under names of their own, for the bodies that a Swift 5 form repeats. Inside
// a Swift 5 form (unavailable in Swift 6 mode, so free to use what is unavailable) an operator
// that has a Swift 5 form of its own is ambiguous when called with a `@Sendable` closure; these
// are declared where the Swift 5 forms are unavailable, so they name the Swift 6 operator.

extension ObservableType {
    /// `catch(_:)` with a `@Sendable` handler.
    @inlinable
    func catchSendable(_ handler: @escaping @Sendable (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        self.catch(handler)
    }

    /// `Observable.deferred(_:)` with a `@Sendable` factory.
    @inlinable
    static func deferredSendable(_ factory: @escaping @Sendable () throws -> Observable<Element>) -> Observable<Element> {
        Observable.deferred(factory)
    }
}
