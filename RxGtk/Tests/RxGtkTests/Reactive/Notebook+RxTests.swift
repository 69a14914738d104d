import CGtk
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class NotebookRxTests: GtkTestCase {
    func testCurrentPageFollowsAClickOnATabButNotTheProgram() throws {
        try onMain {
            let notebook = Notebook()
            for title in ["One", "Two", "Three"] {
                notebook.appendPage(Label("Page \(title)"), title: title)
            }
            XCTAssertEqual(notebook.pageCount, 3)
            let window = Window(title: "Notebook", width: 400, height: 200)
            window.child = notebook
            RealPointerAndKeyboard.show(window, until: notebook)
            let pages = Captured<[Int]>([])
            let bag = DisposeBag()
            notebook.rx.currentPage.subscribe(onNext: { pages.value.append($0) }).disposed(by: bag)
            XCTAssertEqual(pages.value, [0])

            notebook.currentPage = 2
            Observable.just(1).bind(to: notebook.rx.currentPage).disposed(by: bag)
            XCTAssertEqual(notebook.currentPage, 1)
            XCTAssertEqual(pages.value, [0], "the program's choices, direct or bound, do not emit")

            let tab = try XCTUnwrap(notebook.tab(ofPage: 2))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gtk_widget_get_width(tab) > 0 }))
            let (x, y) = RealPointerAndKeyboard.point(inWidget: tab, of: window)
            try RealPointerAndKeyboard.xdotool(["mousemove", "\(x)", "\(y)", "click", "1"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { pages.value.count == 2 }), "a click on a tab emits")
            XCTAssertEqual(pages.value, [0, 2])
            notebook.choosePage(0)
            XCTAssertEqual(pages.value, [0, 2, 0], "choosePage(_:) acts as the user")
            window.destroy()
        }
    }

    func testStackSwitcherButtonsShowTheirPages() throws {
        try onMain {
            let stack = Stack()
            stack.addPage(Label("one"), name: "one", title: "One")
            stack.addPage(Label("two"), name: "two", title: "Two")
            let switcher = StackSwitcher(stack: stack)
            let box = Box(.vertical)
            box.append(switcher)
            box.append(stack)
            let window = Window(title: "Switcher", width: 300, height: 200)
            window.child = box
            RealPointerAndKeyboard.show(window, until: switcher)
            let names = Captured<[String?]>([])
            let bag = DisposeBag()
            stack.rx.visiblePageName.subscribe(onNext: { names.value.append($0) }).disposed(by: bag)
            let secondButton = try XCTUnwrap(gtk_widget_get_last_child(switcher.widgetPointer))
            let (x, y) = RealPointerAndKeyboard.point(inWidget: secondButton, of: window)
            try RealPointerAndKeyboard.xdotool(["mousemove", "\(x)", "\(y)", "click", "1"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names.value.count == 2 }), "a click on the switcher's button shows its page")
            XCTAssertEqual(names.value, ["one", "two"])
            window.destroy()
        }
    }
}
