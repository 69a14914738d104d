import Foundation
import Observation
import RxCocoa
import RxSwift
import RxTest
import XCTest

final class ReactiveModelBindingTests: LeakCheckingTestCase {
    // MARK: the binder

    func testTheBinderSetsTheProperty() {
        let person = Person()
        let subscription = Observable.of(1, 2).bind(to: person.rx[\.age])
        XCTAssertEqual(person.age, 2)
        subscription.dispose()
    }

    func testTheBinderSetsOnTheMainThread() {
        let person = Person()
        let binder = person.rx[\.settableAge]
        onBackgroundThread { binder.onNext(4) }
        drainMainQueue()
        XCTAssertEqual(person.age, 4)
        XCTAssertEqual(person.setOnMainThread, [true])
    }

    func testTheBinderReachesNestedProperties() {
        let person = Person()
        let pet = Pet(name: "Rex")
        person.pet = pet
        person.rx[\.pet!.name].onNext("Max")
        XCTAssertEqual(pet.name, "Max")
    }

    func testTheBinderHoldsTheModelWeakly() {
        var person: Person? = Person()
        weak let weakPerson = person
        let binder = person!.rx[\.age]
        person = nil
        XCTAssertNil(weakPerson)
        binder.onNext(1)
    }

    func testADriverDrivesAMainActorModel() {
        MainActor.assumeIsolated {
            let screen = ScreenModel()
            let subscription = Driver.just("rx").drive(screen.rx[\.query])
            drainMainQueue()
            XCTAssertEqual(screen.query, "rx")
            subscription.dispose()
        }
    }

    // MARK: the control property

    func testTheControlPropertyEmitsTheModelsValues() {
        let person = Person()
        let received = Captured<[Int]>([])
        let subscription = person.rx.controlProperty(\.age).subscribe(onNext: { received.value.append($0) })
        person.age = 3
        drainMainQueue()
        XCTAssertEqual(received.value, [0, 3])
        subscription.dispose()
    }

    func testTheControlPropertySetsTheModel() {
        let person = Person()
        let property = person.rx.controlProperty(\.age)
        let received = Captured<[Int]>([])
        let subscription = property.subscribe(onNext: { received.value.append($0) })
        property.onNext(9)
        XCTAssertEqual(person.age, 9)
        drainMainQueue()
        XCTAssertEqual(received.value, [0, 9])
        subscription.dispose()
    }

    func testTheControlPropertyCompletesWhenTheModelIsDeallocated() {
        var person: Person? = Person()
        let completed = Captured(false)
        let subscription = person!.rx.controlProperty(\.age).subscribe(onCompleted: { completed.value = true })
        person = nil
        drainMainQueue()
        XCTAssertTrue(completed.value)
        subscription.dispose()
    }

    func testBoundBothWaysToATextFieldItSettlesAfterEachEdit() {
        onMain {
            let person = Person()
            let field = TestTextField()
            field.reportsProgrammaticChanges = true
            let name = person.rx.controlProperty(\.first)
            let subscriptions = [
                name.bind(to: field.rx.text),
                field.rx.text.orEmpty.skip(1).bind(to: name),
            ]
            drainMainQueue()
            XCTAssertEqual(field.text, "Ada")
            field.userTypes("Grace")
            drainMainQueue()
            XCTAssertEqual(person.first, "Grace")
            XCTAssertEqual(field.text, "Grace")
            person.first = "Edsger"
            drainMainQueue()
            XCTAssertEqual(field.text, "Edsger")
            // One set for the first value and one for the model's own change; the edit's echo is
            // equal to the text and skipped.
            XCTAssertEqual(field.textSetCount, 2)
            subscriptions.forEach { $0.dispose() }
        }
    }
}
