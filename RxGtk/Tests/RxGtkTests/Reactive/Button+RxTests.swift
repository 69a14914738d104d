import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class ButtonRxTests: GtkTestCase {
    func testTapEmitsOnEachClickWhileSubscribed() {
        onMain {
            let button = Button(label: "Tap")
            let taps = Captured(0)
            let subscription = button.rx.tap.subscribe(onNext: { taps.value += 1 })
            button.click()
            button.click()
            XCTAssertEqual(taps.value, 2)
            subscription.dispose()
            button.click()
            XCTAssertEqual(taps.value, 2, "disposal disconnects the handler")
        }
    }

    // Against a real GtkButton: the tap completes when the button goes away, and
    // bind(to:) hands that completion to the subject, ending it for everyone.
    func testTheTapsCompletionReachesABoundSubject() {
        onMain {
            let sendText = PublishSubject<Void>()
            let otherSubscriberCompleted = Captured(false)
            let other = sendText.subscribe(onCompleted: { otherSubscriberCompleted.value = true })
            var binding: Disposable?
            do {
                let button = Button(label: "Send")
                binding = button.rx.tap.bind(to: sendText)
                button.click()
            }
            // GTK referenced the button while it emitted "clicked"; the wrapper goes once the
            // main loop has run the deferred release.
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { otherSubscriberCompleted.value }), "the button's deallocation completed the subject")
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
