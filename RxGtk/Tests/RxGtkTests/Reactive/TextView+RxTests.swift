import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class TextViewRxTests: GtkTestCase {
    func testTextFollowsTheUserButNotBoundText() {
        onMain {
            let view = TextView()
            view.text = "one"
            let received = Captured<[String]>([])
            let subscription = view.rx.text.subscribe(onNext: { received.value.append($0) })
            view.type(" two")
            XCTAssertEqual(received.value, ["one", "one two"])
            let binding = Observable.just("bound").bind(to: view.rx.text)
            XCTAssertEqual(view.text, "bound")
            XCTAssertEqual(received.value, ["one", "one two"], "a bound text does not emit")
            view.text = "set by the program"
            XCTAssertEqual(received.value, ["one", "one two"], "the program's own set does not emit")
            binding.dispose()
            subscription.dispose()
        }
    }
}
