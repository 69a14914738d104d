import RxCocoa
import RxGtk
import RxRelay
import RxSwift
import XCTest

final class LabelRxTests: GtkTestCase {
    func testTextAndMarkupBinders() {
        onMain {
            let label = Label()
            let relay = BehaviorRelay<String?>(value: "one")
            let binding = relay.bind(to: label.rx.text)
            XCTAssertEqual(label.text, "one")
            relay.accept(nil)
            XCTAssertEqual(label.text, "")
            binding.dispose()
            let markup = Observable.just("<b>bold</b>").bind(to: label.rx.markup)
            XCTAssertEqual(label.text, "bold", "markup is parsed; the plain text has no tags")
            markup.dispose()
        }
    }

    func testElementsFromAnotherThreadAreAppliedOnTheMainThread() {
        onMain {
            let label = Label()
            let binding = Observable.just("from a background thread")
                .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
                .bind(to: label.rx.text)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { label.text == "from a background thread" }))
            binding.dispose()
        }
    }
}
