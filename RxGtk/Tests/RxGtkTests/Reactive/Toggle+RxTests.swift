import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class ToggleRxTests: GtkTestCase {
    func testCheckButtonIsOnFollowsTheUserButNotBoundValues() {
        onMain {
            let box = CheckButton(label: "check")
            let received = Captured<[Bool]>([])
            let subscription = box.rx.isOn.subscribe(onNext: { received.value.append($0) })
            box.toggle()
            XCTAssertEqual(received.value, [false, true])
            box.isOn = false
            box.isOn = true
            XCTAssertEqual(received.value, [false, true], "the program's own sets do not emit")
            let binding = Observable.just(false).bind(to: box.rx.isOn)
            XCTAssertFalse(box.isOn)
            XCTAssertEqual(received.value, [false, true], "a bound value does not emit")
            binding.dispose()
            subscription.dispose()
        }
    }

    func testSwitchIsOn() {
        onMain {
            let control = Switch()
            let received = Captured<[Bool]>([])
            let subscription = control.rx.isOn.subscribe(onNext: { received.value.append($0) })
            control.toggle()
            control.toggle()
            control.isOn = true
            XCTAssertEqual(received.value, [false, true, false], "the program's own set does not emit")
            subscription.dispose()
        }
    }

    func testToggleButtonIsOn() {
        onMain {
            let button = ToggleButton(label: "bold")
            let received = Captured<[Bool]>([])
            let bag = DisposeBag()
            button.rx.isOn.subscribe(onNext: { received.value.append($0) }).disposed(by: bag)
            button.toggle()
            button.isOn = false
            button.isOn = true
            XCTAssertEqual(received.value, [false, true], "the program's own sets do not emit")
            Observable.just(false).bind(to: button.rx.isOn).disposed(by: bag)
            XCTAssertFalse(button.isOn)
            XCTAssertEqual(received.value, [false, true], "a bound value does not emit")
        }
    }
}
