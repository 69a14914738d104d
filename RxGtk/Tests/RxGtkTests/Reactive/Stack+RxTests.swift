import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class StackRxTests: GtkTestCase {
    func testVisiblePageNameFollowsTheUserButNotTheProgram() {
        onMain {
            let stack = Stack()
            stack.addPage(Label("one"), name: "one", title: "One")
            stack.addPage(Label("two"), name: "two", title: "Two")
            stack.addPage(Label("three"), name: "three", title: "Three")
            let received = Captured<[String?]>([])
            let bag = DisposeBag()
            stack.rx.visiblePageName.subscribe(onNext: { received.value.append($0) }).disposed(by: bag)
            XCTAssertEqual(received.value, ["one"], "the page shown at subscription")
            stack.choosePage(named: "two")
            XCTAssertEqual(received.value, ["one", "two"], "the user's choice emits")
            stack.visiblePageName = "three"
            XCTAssertEqual(stack.visiblePageName, "three")
            XCTAssertEqual(received.value, ["one", "two"], "the program's own set does not emit")
            Observable.just("one").bind(to: stack.rx.visiblePageName).disposed(by: bag)
            XCTAssertEqual(stack.visiblePageName, "one")
            XCTAssertEqual(received.value, ["one", "two"], "a bound name does not emit")
        }
    }
}
