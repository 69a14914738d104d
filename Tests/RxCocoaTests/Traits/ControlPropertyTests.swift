import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

final class ControlPropertyTests: LeakCheckingTestCase {
    private func makeProperty(values: Observable<String?>, sink: @escaping @Sendable (Event<String?>) -> Void) -> ControlProperty<String?> {
        ControlProperty(values: values, valueSink: AnyObserver(eventHandler: sink))
    }

    func testIsAnObservableOfItsValues() {
        let values = BehaviorRelay<String?>(value: "a")
        let property = makeProperty(values: values.asObservable()) { _ in }
        let received = Captured<[String?]>([])
        let subscription = property.subscribe(onNext: { received.value.append($0) })
        values.accept("b")
        XCTAssertEqual(received.value, ["a", "b"])
        subscription.dispose()
    }

    func testAsObservableSubscribeGivesTheSameValues() {
        let values = BehaviorRelay<String?>(value: "a")
        let property = makeProperty(values: values.asObservable()) { _ in }
        let direct = Captured<[String?]>([])
        let viaObservable = Captured<[String?]>([])
        let subscriptions = [
            property.subscribe(onNext: { direct.value.append($0) }),
            property.asObservable().subscribe(onNext: { viaObservable.value.append($0) }),
        ]
        values.accept(nil)
        XCTAssertEqual(direct.value, ["a", nil])
        XCTAssertEqual(viaObservable.value, ["a", nil])
        subscriptions.forEach { $0.dispose() }
    }

    func testIsAnObserverThatForwardsToItsSink() {
        let sunk = Captured<[Event<String?>]>([])
        let property = makeProperty(values: .never()) { sunk.value.append($0) }
        property.onNext("x")
        property.onCompleted()
        XCTAssertEqual(sunk.value.count, 2)
        XCTAssertEqual(sunk.value.first?.element, "x")
        XCTAssertTrue(sunk.value.last?.isCompleted ?? false)
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
        let received = Captured<[String?]>([])
        let subscription = property.changed.subscribe(onNext: { received.value.append($0) })
        values.accept("edited")
        XCTAssertEqual(received.value, ["edited"])
        subscription.dispose()
    }

    func testOrEmptyReadsNilAsTheEmptyString() {
        let values = BehaviorRelay<String?>(value: nil)
        let sunk = Captured<[String?]>([])
        let property = makeProperty(values: values.asObservable()) { event in
            if case .next(let value) = event { sunk.value.append(value) }
        }
        let received = Captured<[String]>([])
        let subscription = property.orEmpty.subscribe(onNext: { received.value.append($0) })
        values.accept("typed")
        property.orEmpty.onNext("set")
        XCTAssertEqual(received.value, ["", "typed"])
        XCTAssertEqual(sunk.value, ["set"])
        subscription.dispose()
    }

    func testAsControlPropertyIsTheProperty() {
        let values = BehaviorRelay<String?>(value: "same")
        let property = makeProperty(values: values.asObservable()) { _ in }
        let received = Captured<[String?]>([])
        let subscription = property.asControlProperty().subscribe(onNext: { received.value.append($0) })
        XCTAssertEqual(received.value, ["same"])
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
