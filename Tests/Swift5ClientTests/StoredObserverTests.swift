import RxSwift
import XCTest

// The network-call pattern of Swift 5 mode code: the closure given to a trait's `create` keeps
// the observer and calls it later, after `create` and the subscription have returned.

/// A pretend request: keeps its completion handler until `finish` is called.
private final class PendingRequest<Value> {
    var completion: ((Value) -> Void)?
    var cancelled = false

    func start(_ completion: @escaping (Value) -> Void) {
        self.completion = completion
    }

    func finish(_ value: Value) {
        completion?(value)
        completion = nil
    }
}

final class StoredObserverTests: XCTestCase {
    func testSingleCreateObserverStoredAndCalledLater() {
        let request = PendingRequest<Int>()
        let single = Single<Int>.create { observer in
            request.start { observer(.success($0)) }
            return Disposables.create { request.cancelled = true }
        }
        var results: [String] = []
        let subscription = single.subscribe(onSuccess: { results.append("success \($0)") }, onFailure: { results.append("failure \($0)") })
        XCTAssertEqual(results, [])
        request.finish(42)
        XCTAssertEqual(results, ["success 42"])
        XCTAssertTrue(request.cancelled)
        subscription.dispose()
    }

    func testMaybeCreateObserverStoredAndCalledLater() {
        let request = PendingRequest<Int?>()
        let maybe = Maybe<Int>.create { observer in
            request.start { value in
                if let value {
                    observer(.success(value))
                } else {
                    observer(.completed)
                }
            }
            return Disposables.create()
        }
        var results: [String] = []
        _ = maybe.subscribe(onSuccess: { results.append("success \($0)") }, onCompleted: { results.append("completed") })
        request.finish(7)
        _ = maybe.subscribe(onSuccess: { results.append("success \($0)") }, onCompleted: { results.append("completed") })
        request.finish(nil)
        XCTAssertEqual(results, ["success 7", "completed"])
    }

    func testCompletableCreateObserverStoredAndCalledLater() {
        let request = PendingRequest<Bool>()
        let completable = Completable.create { observer in
            request.start { succeeded in
                observer(succeeded ? .completed : .error(RxError.unknown))
            }
            return Disposables.create()
        }
        var results: [String] = []
        _ = completable.subscribe(onCompleted: { results.append("completed") }, onError: { _ in results.append("error") })
        request.finish(true)
        _ = completable.subscribe(onCompleted: { results.append("completed") }, onError: { _ in results.append("error") })
        request.finish(false)
        XCTAssertEqual(results, ["completed", "error"])
    }

    func testInfallibleCreateObserverStoredAndCalledLater() {
        let request = PendingRequest<Int>()
        let infallible = Infallible<Int>.create { observer in
            request.start { value in
                observer(.next(value))
                observer(.completed)
            }
            return Disposables.create()
        }
        var results: [String] = []
        _ = infallible.subscribe(onNext: { results.append("next \($0)") }, onCompleted: { results.append("completed") })
        request.finish(3)
        XCTAssertEqual(results, ["next 3", "completed"])
    }

    func testObserverStoredOutsideTheClosureAndCalledAfterItReturned() {
        var keptSingle: ((SingleEvent<String>) -> Void)?
        var keptMaybe: ((MaybeEvent<String>) -> Void)?
        var keptCompletable: ((CompletableEvent) -> Void)?
        var results: [String] = []
        _ = Single<String>.create { keptSingle = $0; return Disposables.create() }
            .subscribe(onSuccess: { results.append("single \($0)") })
        _ = Maybe<String>.create { keptMaybe = $0; return Disposables.create() }
            .subscribe(onSuccess: { results.append("maybe \($0)") })
        _ = Completable.create { keptCompletable = $0; return Disposables.create() }
            .subscribe(onCompleted: { results.append("completable") })
        keptSingle?(.success("a"))
        keptMaybe?(.success("b"))
        keptCompletable?(.completed)
        XCTAssertEqual(results, ["single a", "maybe b", "completable"])
    }
}

/// A client's own disposable with mutable state, as Swift 5 mode code writes it: `Disposable`
/// is `Sendable`, and Swift 5 mode asks nothing more of a conforming class.
private final class CountingDisposable: Disposable {
    var disposals = 0

    func dispose() {
        disposals += 1
    }
}

final class ClientDisposableTests: XCTestCase {
    func testAClientDisposableWithMutableStateConformsWithoutAnnotation() {
        let resource = CountingDisposable()
        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            return resource
        }
        .subscribe()
        subscription.dispose()
        XCTAssertEqual(resource.disposals, 1)
    }
}
