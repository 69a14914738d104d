import Foundation
import Observation
import RxCocoa
import RxSwift
import RxTest
import XCTest

final class ObservableModelRxTests: LeakCheckingTestCase {
    func testAnObservableModelHasTheReactiveNamespace() {
        let person = Person()
        let reactive: Reactive<Person> = person.rx
        XCTAssertTrue(reactive.base === person)
    }

    func testAnNSObjectModelHasOneReactiveNamespace() {
        let model = ObjectModel()
        let received = Captured<[String]>([])
        let subscription = model.rx.observe(\.title).subscribe(onNext: { received.value.append($0) })
        model.rx[\.title].onNext("second")
        drainMainQueue()
        XCTAssertEqual(received.value, ["first", "second"])
        subscription.dispose()
    }

    func testReactivesMemberBinderSetsAModelProperty() {
        let person = Person()
        person.rx.age.onNext(41)
        XCTAssertEqual(person.age, 41)
    }

    func testNamesOfTheFileThatImportsBothModules() {
        // `Observable` is RxSwift's class here; the protocol is `Observation.Observable`.
        let sequence: Observable<Int> = .just(1)
        let model: any Observation.Observable = Person()
        let received = Captured<[Int]>([])
        _ = sequence.subscribe(onNext: { received.value.append($0) })
        XCTAssertEqual(received.value, [1])
        XCTAssertTrue(model is Person)
    }
}
