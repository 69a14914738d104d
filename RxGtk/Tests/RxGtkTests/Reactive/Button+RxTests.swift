import RxCocoa
import RxGtk
import RxSwift
import XCTest

final class ButtonRxTests: GtkTestCase {
    func testTapEmitsOnEachClickWhileSubscribed() {
        onMain {
            let button = Button(label: "Tap")
            var taps = 0
            let subscription = button.rx.tap.subscribe(onNext: { taps += 1 })
            button.click()
            button.click()
            XCTAssertEqual(taps, 2)
            subscription.dispose()
            button.click()
            XCTAssertEqual(taps, 2, "disposal disconnects the handler")
        }
    }

    // Scenario S5 against a real GtkButton: the tap completes when the button goes away, and
    // bind(to:) hands that completion to the subject, ending it for everyone.
    func testTheTapsCompletionReachesABoundSubject() {
        onMain {
            let sendText = PublishSubject<Void>()
            var otherSubscriberCompleted = false
            let other = sendText.subscribe(onCompleted: { otherSubscriberCompleted = true })
            var binding: Disposable?
            do {
                let button = Button(label: "Send")
                binding = button.rx.tap.bind(to: sendText)
                button.click()
            }
            XCTAssertTrue(otherSubscriberCompleted, "the button's deallocation completed the subject")
            binding?.dispose()
            other.dispose()
        }
    }

    func testTheTitleBinder() {
        onMain {
            let button = Button(label: "a")
            let binding = Observable.just("b").bind(to: button.rx.title)
            XCTAssertEqual(button.label, "b")
            binding.dispose()
        }
    }
}
