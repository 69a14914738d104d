import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

final class ControlPropertyTests: LeakCheckingTestCase {
    private func makeProperty(values: Observable<String?>, sink: @escaping (Event<String?>) -> Void) -> ControlProperty<String?> {
        ControlProperty(values: values, valueSink: AnyObserver(eventHandler: sink))
    }

    func testIsAnObservableOfItsValues() {
        let values = BehaviorRelay<String?>(value: "a")
        let property = makeProperty(values: values.asObservable()) { _ in }
        var received: [String?] = []
        let subscription = property.subscribe(onNext: { received.append($0) })
        values.accept("b")
        XCTAssertEqual(received, ["a", "b"])
        subscription.dispose()
    }

    func testAsObservableSubscribeGivesTheSameValues() {
        let values = BehaviorRelay<String?>(value: "a")
        let property = makeProperty(values: values.asObservable()) { _ in }
        var direct: [String?] = []
        var viaObservable: [String?] = []
        let subscriptions = [
            property.subscribe(onNext: { direct.append($0) }),
            property.asObservable().subscribe(onNext: { viaObservable.append($0) }),
        ]
        values.accept(nil)
        XCTAssertEqual(direct, ["a", nil])
        XCTAssertEqual(viaObservable, ["a", nil])
        subscriptions.forEach { $0.dispose() }
    }

    func testIsAnObserverThatForwardsToItsSink() {
        var sunk: [Event<String?>] = []
        let property = makeProperty(values: .never()) { sunk.append($0) }
        property.onNext("x")
        property.onCompleted()
        XCTAssertEqual(sunk.count, 2)
        XCTAssertEqual(sunk.first?.element, "x")
        XCTAssertTrue(sunk.last?.isCompleted ?? false)
    }

    func testValuesAreSubscribedOnTheMainThread() {
        let subscribed = expectation(description: "subscribed")
        let property = ControlProperty<Int>(values: Observable<Int>.create { _ in
            XCTAssertTrue(Thread.isMainThread)
            subscribed.fulfill()
            return Disposables.create()
        }, valueSink: AnyObserver<Int> { _ in })
        let subscription = onBackgroundThread { property.subscribe() }
        wait(for: [subscribed], timeout: 5)
        drainMainQueue()
        subscription.dispose()
        drainMainQueue()
    }

    func testChangedSkipsTheCurrentValue() {
        let values = BehaviorRelay<String?>(value: "current")
        let property = makeProperty(values: values.asObservable()) { _ in }
        var received: [String?] = []
        let subscription = property.changed.subscribe(onNext: { received.append($0) })
        values.accept("edited")
        XCTAssertEqual(received, ["edited"])
        subscription.dispose()
    }

    func testOrEmptyReadsNilAsTheEmptyString() {
        let values = BehaviorRelay<String?>(value: nil)
        var sunk: [String?] = []
        let property = makeProperty(values: values.asObservable()) { event in
            if case .next(let value) = event { sunk.append(value) }
        }
        var received: [String] = []
        let subscription = property.orEmpty.subscribe(onNext: { received.append($0) })
        values.accept("typed")
        property.orEmpty.onNext("set")
        XCTAssertEqual(received, ["", "typed"])
        XCTAssertEqual(sunk, ["set"])
        subscription.dispose()
    }

    func testAsControlPropertyIsTheProperty() {
        let values = BehaviorRelay<String?>(value: "same")
        let property = makeProperty(values: values.asObservable()) { _ in }
        var received: [String?] = []
        let subscription = property.asControlProperty().subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, ["same"])
        subscription.dispose()
    }

    func testBindingAnErrorToAControlPropertyNamesTheCallSite() {
        let bindingLine = #line + 3
        if ChildProcess.isRunning(case: "property") {
            let property = makeProperty(values: .never()) { _ in }
            _ = Observable<String?>.error(testError).bind(to: property)
            return
        }
        ChildProcess.assertProgrammerError(
            test: "ControlPropertyTests/testBindingAnErrorToAControlPropertyNamesTheCallSite",
            case: "property",
            mentions: ["ControlProperty<Optional<String>>", "ControlPropertyTests.swift:\(bindingLine)"]
        )
    }
}
