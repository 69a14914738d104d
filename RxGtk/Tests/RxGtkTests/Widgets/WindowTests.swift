import CGtk
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class WindowTests: GtkTestCase {
    /// A window with an entry and a button, their bindings subscribed, and a record of which
    /// sequences completed; the program holds every wrapper (and the subscriptions, until it
    /// lets go of them with `forgetSubscriptions()`).
    @MainActor
    private final class BoundWindow {
        let window = Window(title: "Bound")
        let entry = Entry(placeholder: "name")
        let button = Button(label: "Go")
        let completed = Captured<[String]>([])
        private(set) var subscriptions: [Disposable]

        init() {
            let box = Box(.vertical)
            box.append(entry)
            box.append(button)
            window.child = box
            let completed = self.completed
            subscriptions = [
                entry.rx.text.subscribe(onCompleted: { completed.value.append("text") }),
                button.rx.tap.subscribe(onCompleted: { completed.value.append("tap") }),
                window.rx.deallocated.subscribe(onCompleted: { completed.value.append("window") }),
            ]
        }

        /// Lets go of the subscriptions (ended ones still count as resources while held).
        func forgetSubscriptions() {
            subscriptions = []
        }
    }

    func testDestroyEndsTheBindingsOfTheWindowAndItsWidgetsWhileTheProgramHoldsThem() {
        onMain {
            let resourcesBefore = Resources.total
            let handlersBefore = liveSignalHandlerCount
            let bound = BoundWindow()
            bound.window.present()
            GtkEnvironment.drainPendingEvents()
            XCTAssertGreaterThan(Resources.total, resourcesBefore)
            XCTAssertGreaterThan(liveSignalHandlerCount, handlersBefore)
            bound.window.destroy()
            GtkEnvironment.drainPendingEvents()
            XCTAssertTrue(bound.window.isDestroyed)
            XCTAssertEqual(Set(bound.completed.value), ["text", "tap", "window"])
            bound.forgetSubscriptions()
            XCTAssertEqual(Resources.total, resourcesBefore, "every subscription ended")
            // The window's own watches of its realization and its destruction live as long as
            // the window.
            XCTAssertEqual(liveSignalHandlerCount, handlersBefore + 2, "every control handler was disconnected")
            bound.button.click()
            bound.entry.type("after")
            XCTAssertEqual(Resources.total, resourcesBefore)
        }
    }

    func testAWindowGTKDestroysWhenTheUserClosesItEndsItsBindings() {
        onMain {
            let resourcesBefore = Resources.total
            let bound = BoundWindow()
            bound.window.present()
            GtkEnvironment.drainPendingEvents()
            // What the window manager's close button does: "close-request", then GTK destroys.
            bound.window.close()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { bound.window.isDestroyed }))
            XCTAssertEqual(Set(bound.completed.value), ["text", "tap", "window"])
            bound.forgetSubscriptions()
            XCTAssertEqual(Resources.total, resourcesBefore)
        }
    }

    func testAHiddenWindowKeepsItsBindings() {
        onMain {
            let bound = BoundWindow()
            bound.window.present()
            GtkEnvironment.drainPendingEvents()
            bound.window.isHidden = true
            GtkEnvironment.drainPendingEvents()
            XCTAssertFalse(bound.window.isDestroyed)
            XCTAssertEqual(bound.completed.value, [])
            bound.window.destroy()
        }
    }

    func testTheWindowKeepsNoWrapperOfItsChild() {
        onMain {
            let window = Window(title: "Child")
            weak let weakEntry: Entry?
            do {
                let entry = Entry(placeholder: "shown")
                weakEntry = entry
                window.child = entry
            }
            XCTAssertNotNil(weakEntry, "GTK holds the entry, and the entry its wrapper")
            XCTAssertTrue(window.child === weakEntry, "the window finds its child's wrapper")
            window.child = nil
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { weakEntry == nil }), "no wrapper is left once GTK lets go")
            XCTAssertNil(window.child)
            window.destroy()
        }
    }

    func testAScrolledWindowKeepsNoWrapperOfItsChild() {
        onMain {
            weak let weakLabel: Label?
            weak let weakList: ListView?
            let scrolledLabel: ScrolledWindow
            let scrolledList: ScrolledWindow
            do {
                let label = Label("in a viewport")
                let list = ListView()
                weakLabel = label
                weakList = list
                scrolledLabel = ScrolledWindow(child: label)
                scrolledList = ScrolledWindow(child: list)
            }
            XCTAssertTrue(scrolledLabel.child === weakLabel, "found through the viewport GTK adds")
            XCTAssertTrue(scrolledList.child === weakList, "a list scrolls itself")
            withExtendedLifetime((scrolledLabel, scrolledList)) {}
        }
    }

    func testAWidgetFindsTheWindowItIsIn() {
        onMain {
            let label = Label("deep inside")
            let box = Box(.vertical)
            box.append(label)
            XCTAssertNil(label.window, "not in a window yet")
            let window = Window(title: "Root")
            window.child = box
            XCTAssertTrue(label.window === window)
            XCTAssertTrue(window.window === window, "a window is its own")
            window.child = nil
            XCTAssertNil(label.window, "taken out of the window")
            window.destroy()
        }
    }

    func testEnterInAFieldActivatesTheDefaultWidget() throws {
        try onMain {
            let field = Entry()
            let ok = Button(label: "OK")
            let box = Box(.vertical)
            box.append(field)
            box.append(ok)
            let window = Window(title: "Default")
            window.child = box
            XCTAssertNil(window.defaultWidget)
            window.defaultWidget = ok
            XCTAssertTrue(window.defaultWidget === ok)
            RealPointerAndKeyboard.show(window, until: field)
            let taps = Captured(0)
            let bag = DisposeBag()
            ok.rx.tap.subscribe(onNext: { taps.value += 1 }).disposed(by: bag)

            field.activate()
            _ = GtkEnvironment.runMainLoop(until: { taps.value > 0 }, timeout: 0.5)
            XCTAssertEqual(taps.value, 0, "a field that does not activate the default keeps Enter")

            field.activatesDefault = true
            XCTAssertTrue(field.activatesDefault)
            field.activate()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { taps.value == 1 }), "activate() is Enter: the default button is clicked")

            try RealPointerAndKeyboard.press("Return", over: field, of: window)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { taps.value == 2 }), "the Enter key clicks the default button")
            window.destroy()
        }
    }

    func testAWidgetThatAsksForANewSizeWhileTheWindowIsLaidOutIsLaidOutAgainBeforeItIsDrawn() {
        onMain {
            // A text view laid out for the first time asks for a new size while it is laid out;
            // in a frame where the window is laid out for a new title too, GTK 4.8 painted its
            // ancestors without laying them out again ("Trying to snapshot GtkBox … without a
            // current allocation").
            let header = HeaderBar(title: "First")
            let stack = Stack()
            stack.addPage(Label("first"), name: "first", title: "First")
            let notes = TextView()
            notes.text = "Milk, eggs, flour"
            stack.addPage(ScrolledWindow(child: notes), name: "notes", title: "Notes")
            stack.expandsHorizontally = true
            let layout = Box(.horizontal, spacing: 0)
            layout.append(stack.makeSidebar())
            layout.append(stack)
            let window = Window(title: "Layout", width: 900, height: 560)
            window.setTitlebar(header)
            window.child = layout
            RealPointerAndKeyboard.show(window, until: stack)
            GtkEnvironment.runMainLoop(until: { false }, timeout: 0.3)
            let warningsBefore = GLibCriticals.count.load(ordering: .relaxed)
            stack.choosePage(named: "notes")
            header.title = "Notes, the second page"
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gtk_widget_get_height(notes.widgetPointer) > 0 }), "the text view is shown")
            GtkEnvironment.runMainLoop(until: { false }, timeout: 0.3)
            XCTAssertEqual(GLibCriticals.count.load(ordering: .relaxed), warningsBefore, "GTK drew a widget that was not laid out")
            window.destroy()
        }
    }
}
