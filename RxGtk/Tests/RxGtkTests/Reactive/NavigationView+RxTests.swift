import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class NavigationViewRxTests: GtkTestCase {
    func testPushedAndPoppedPagesAreShownAndReported() {
        onMain {
            let window = Window(title: "Navigation")
            let root = Label("Inbox")
            let navigation = NavigationView(root: root, title: "Inbox")
            window.child = navigation
            window.present()
            let shown = Captured<[String]>([])
            let wentBack = Captured(0)
            let subscriptions = [
                navigation.rx.didShow.subscribe(onNext: { page in shown.value.append((page as? Label)?.text ?? "?") }),
                navigation.rx.wentBack.subscribe(onNext: { wentBack.value += 1 }),
            ]
            XCTAssertEqual(navigation.titles, ["Inbox"])
            navigation.push(Label("Message 1"), title: "Message")
            navigation.push(Label("Reply"), title: "Reply")
            XCTAssertEqual(navigation.titles, ["Inbox", "Message", "Reply"])
            XCTAssertEqual((navigation.topPage as? Label)?.text, "Reply")
            navigation.goBack()
            XCTAssertEqual(navigation.titles, ["Inbox", "Message"])
            navigation.pop()
            navigation.pop()
            XCTAssertEqual(navigation.titles, ["Inbox"], "the root page stays")
            XCTAssertTrue(navigation.topPage === root)
            XCTAssertEqual(shown.value, ["Message 1", "Reply", "Message 1", "Inbox"])
            XCTAssertEqual(wentBack.value, 1, "only the back button is the user's")
            subscriptions.forEach { $0.dispose() }
            window.destroy()
        }
    }

    func testAPoppedPageGoesWithItsBindingsOnceTheProgramLetsGo() {
        onMain {
            let navigation = NavigationView(root: Label("Root"), title: "Root")
            let ended = Captured(false)
            let bag = DisposeBag()
            do {
                let page = Entry(placeholder: "detail")
                page.rx.text.subscribe(onCompleted: { ended.value = true }).disposed(by: bag)
                navigation.push(page, title: "Detail")
            }
            XCTAssertFalse(ended.value, "GTK holds the pushed page")
            navigation.pop()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { ended.value }), "the popped page's wrapper went, and its bindings ended")
        }
    }
}
