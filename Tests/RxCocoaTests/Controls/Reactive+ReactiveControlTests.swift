import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

private final class Slider: TestControl {
    var value = 0
    private(set) var setCount = 0

    func set(_ newValue: Int) {
        value = newValue
        setCount += 1
    }

    func userSlides(to newValue: Int) {
        value = newValue
        send(.valueChanged)
    }
}

private struct Position {
    var offset: Int
}

private final class Scroller: TestControl {
    var position = Position(offset: 0)
}

final class ReactiveControlTests: LeakCheckingTestCase {
    func testControlEventDeliversTheNamedEventOnly() {
        onMain {
            let slider = Slider()
            let events = Captured(0)
            let subscription = slider.rx.controlEvent(.valueChanged).subscribe(onNext: { events.value += 1 })
            slider.send(.valueChanged)
            slider.send(.touchUpInside)
            slider.send(.valueChanged)
            XCTAssertEqual(events.value, 2)
            subscription.dispose()
        }
    }

    /// What the toolkit sends while the program changes the control is not the user's: neither
    /// control events nor control properties report it.
    func testAProgrammaticChangeIsNotReportedAsTheUsers() {
        onMain {
            let slider = Slider()
            let events = Captured(0)
            let values = Captured<[Int]>([])
            let eventSubscription = slider.rx.controlEvent(.valueChanged).subscribe(onNext: { events.value += 1 })
            let property = slider.rx.controlProperty(editingEvents: .valueChanged, getter: { $0.value }, setter: { $0.set($1) })
            let propertySubscription = property.subscribe(onNext: { values.value.append($0) })
            XCTAssertFalse(slider.isPerformingProgrammaticChange)
            let result = slider.performProgrammaticChange { () -> Int in
                XCTAssertTrue(slider.isPerformingProgrammaticChange)
                slider.userSlides(to: 7)
                return slider.value
            }
            XCTAssertEqual(result, 7)
            XCTAssertFalse(slider.isPerformingProgrammaticChange)
            XCTAssertEqual(events.value, 0)
            XCTAssertEqual(values.value, [0])
            slider.userSlides(to: 8)
            XCTAssertEqual(events.value, 1)
            XCTAssertEqual(values.value, [0, 8])
            eventSubscription.dispose()
            propertySubscription.dispose()
        }
    }

    func testControlEventCompletesAtOnceWhenTheControlIsAlreadyGone() {
        onMain {
            var slider: Slider? = Slider()
            let event = slider!.rx.controlEvent(.valueChanged)
            slider = nil
            let completed = Captured(false)
            _ = event.subscribe(onCompleted: { completed.value = true })
            XCTAssertTrue(completed.value)
        }
    }

    func testControlPropertyEmitsTheCurrentValueThenUserChanges() {
        onMain {
            let slider = Slider()
            slider.value = 3
            let property = slider.rx.controlProperty(editingEvents: .valueChanged, getter: { $0.value }, setter: { $0.set($1) })
            let values = Captured<[Int]>([])
            let subscription = property.subscribe(onNext: { values.value.append($0) })
            slider.userSlides(to: 5)
            slider.send(.touchUpInside)
            XCTAssertEqual(values.value, [3, 5])
            subscription.dispose()
        }
    }

    func testEquatablePropertySetterSkipsEqualValues() {
        onMain {
            let slider = Slider()
            let property = slider.rx.controlProperty(editingEvents: .valueChanged, getter: { $0.value }, setter: { $0.set($1) })
            property.onNext(0)
            XCTAssertEqual(slider.setCount, 0)
            property.onNext(4)
            XCTAssertEqual(slider.setCount, 1)
            XCTAssertEqual(slider.value, 4)
            property.onNext(4)
            XCTAssertEqual(slider.setCount, 1)
        }
    }

    func testNonEquatablePropertySetterAlwaysSets() {
        onMain {
            let scroller = Scroller()
            let property = scroller.rx.controlProperty(editingEvents: .valueChanged, getter: { $0.position }, setter: { $0.position = $1 })
            property.onNext(Position(offset: 0))
            property.onNext(Position(offset: 0))
            XCTAssertEqual(scroller.position.offset, 0)
            let values = Captured<[Int]>([])
            let subscription = property.subscribe(onNext: { values.value.append($0.offset) })
            property.onNext(Position(offset: 9))
            scroller.send(.valueChanged)
            XCTAssertEqual(values.value, [0, 9])
            subscription.dispose()
        }
    }

    func testControlPropertyCompletesWhenTheControlIsDeallocated() {
        onMain {
            var slider: Slider? = Slider()
            let completed = Captured(false)
            let subscription = slider!.rx.controlProperty(editingEvents: .valueChanged, getter: { $0.value }, setter: { $0.set($1) })
                .subscribe(onCompleted: { completed.value = true })
            slider = nil
            XCTAssertTrue(completed.value)
            subscription.dispose()
        }
    }

    func testControlPropertySinkIgnoresAControlThatIsGone() {
        onMain {
            var slider: Slider? = Slider()
            let property = slider!.rx.controlProperty(editingEvents: .valueChanged, getter: { $0.value }, setter: { $0.set($1) })
            weak let weakSlider = slider
            slider = nil
            XCTAssertNil(weakSlider)
            property.onNext(3)
        }
    }
}
