import CGtk
import RxGtk
import XCTest

final class StackTests: GtkTestCase {
    func testRemovingAPageShownInASidebarLeavesTheOthersAndWarnsOfNothing() {
        onMain {
            let window = Window(title: "stack", width: 300, height: 200)
            let stack = Stack()
            let layout = Box(.horizontal, spacing: 0)
            layout.append(stack.makeSidebar())
            layout.append(stack)
            window.child = layout
            let first = Label("first")
            let second = Label("second")
            stack.addPage(first, name: "first", title: "First")
            stack.addPage(second, name: "second", title: "Second")
            RealPointerAndKeyboard.show(window, until: first)
            let warningsBefore = GLibCriticals.count.load(ordering: .relaxed)
            stack.removePage(first)
            GtkEnvironment.drainPendingEvents()
            XCTAssertEqual(GLibCriticals.count.load(ordering: .relaxed), warningsBefore, "GTK's sidebar used the removed page's freed GtkStackPage")
            XCTAssertNil(gtk_widget_get_parent(first.widgetPointer), "the page left the stack")
            XCTAssertEqual(stack.visiblePageName, "second")
            window.destroy()
        }
    }
}
