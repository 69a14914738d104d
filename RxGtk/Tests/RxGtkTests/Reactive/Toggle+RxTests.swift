import RxCocoa
import RxGtk
import RxSwift
import XCTest

final class ToggleRxTests: GtkTestCase {
    func testCheckButtonIsOnFollowsTheUserButNotBoundValues() {
        onMain {
            let box = CheckButton(label: "check")
            var received: [Bool] = []
            let subscription = box.rx.isOn.subscribe(onNext: { received.append($0) })
            box.toggle()
            XCTAssertEqual(received, [false, true])
            let binding = Observable.just(false).bind(to: box.rx.isOn)
            XCTAssertFalse(box.isOn)
            XCTAssertEqual(received, [false, true], "a bound value does not emit")
            binding.dispose()
            subscription.dispose()
        }
    }

    func testSwitchIsOn() {
        onMain {
            let control = Switch()
            var received: [Bool] = []
            let subscription = control.rx.isOn.subscribe(onNext: { received.append($0) })
            control.toggle()
            control.toggle()
            XCTAssertEqual(received, [false, true, false])
            subscription.dispose()
        }
    }
}
