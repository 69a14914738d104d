import RxSwift
import RxTest
import XCTest

final class UsingTests: LeakCheckingTestCase {
    func testResourceIsMadePerSubscriptionAndDisposedAfterCompletion() {
        var log: [String] = []
        var made = 0
        let observable = Observable<Int>.using({ () -> CountingResource in
            made += 1
            let number = made
            log.append("resource \(number)")
            return CountingResource(name: "\(number)") { log.append("resource \(number) disposed") }
        }, observableFactory: { _ in
            Observable.of(made, made * 10)
        })
        _ = observable.subscribe { log.append(describe($0)) }
        _ = observable.subscribe { log.append(describe($0)) }
        XCTAssertEqual(log, [
            "resource 1", "next(1)", "next(10)", "completed", "resource 1 disposed",
            "resource 2", "next(2)", "next(20)", "completed", "resource 2 disposed",
        ])
    }

    func testObservableFactoryReceivesTheResource() {
        let resource = CountingResource(name: "r")
        var events: [String] = []
        _ = Observable<String>.using({ resource }, observableFactory: { resource in
            Observable.just(resource.name)
        }).subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["next(r)", "completed"])
        XCTAssertEqual(resource.disposeCount, 1)
    }

    func testResourceIsDisposedWithTheSubscription() {
        let resource = CountingResource(name: "r")
        var innerDisposed = false
        let subscription = Observable<Int>.using({ resource }, observableFactory: { _ in
            Observable.create { _ in Disposables.create { innerDisposed = true } }
        }).subscribe()
        XCTAssertEqual(resource.disposeCount, 0)
        subscription.dispose()
        XCTAssertEqual(resource.disposeCount, 1)
        XCTAssertTrue(innerDisposed)
        subscription.dispose()
        XCTAssertEqual(resource.disposeCount, 1)
    }

    func testResourceIsDisposedAfterAnError() {
        let resource = CountingResource(name: "r")
        var events: [String] = []
        _ = Observable<Int>.using({ resource }, observableFactory: { _ in
            Observable.error(FactoryError.failed)
        }).subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["error(failed)"])
        XCTAssertEqual(resource.disposeCount, 1)
    }

    func testResourceFactoryErrorBecomesTheSequenceError() {
        var factoryCalled = false
        var events: [String] = []
        _ = Observable<Int>.using({ () -> CountingResource in
            throw FactoryError.failed
        }, observableFactory: { _ in
            factoryCalled = true
            return Observable.just(1)
        }).subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["error(failed)"])
        XCTAssertFalse(factoryCalled)
    }

    func testObservableFactoryErrorBecomesTheSequenceErrorAndDisposesTheResource() {
        let resource = CountingResource(name: "r")
        var events: [String] = []
        _ = Observable<Int>.using({ resource }, observableFactory: { _ in
            throw FactoryError.failed
        }).subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["error(failed)"])
        XCTAssertEqual(resource.disposeCount, 1)
    }
}

private final class CountingResource: Disposable {
    let name: String
    let onDispose: () -> Void
    private(set) var disposeCount = 0

    init(name: String, onDispose: @escaping () -> Void = {}) {
        self.name = name
        self.onDispose = onDispose
    }

    func dispose() {
        disposeCount += 1
        onDispose()
    }
}

private enum FactoryError: Error {
    case failed
}

private func describe<Element>(_ event: Event<Element>) -> String {
    switch event {
    case .next(let element): return "next(\(element))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
}
