import CGtk
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class WidgetUserActionsTests: GtkTestCase {
    func testADisabledButtonsClickDoesNothing() {
        onMain {
            let button = Button(label: "Send")
            let taps = Captured(0)
            let bag = DisposeBag()
            button.rx.tap.subscribe(onNext: { taps.value += 1 }).disposed(by: bag)
            button.isEnabled = false
            button.click()
            XCTAssertEqual(taps.value, 0, "the user cannot click a disabled button")
            button.isEnabled = true
            button.click()
            XCTAssertEqual(taps.value, 1)
        }
    }

    func testWhatTheUserCannotReachIsNotUsable() {
        onMain {
            let button = Button(label: "Go")
            XCTAssertTrue(button.isUsableByUser, "a widget in no window counts as shown")
            button.isHidden = true
            XCTAssertFalse(button.isUsableByUser, "a hidden widget")
            button.isHidden = false

            let box = Box(.vertical)
            box.append(button)
            box.isEnabled = false
            XCTAssertFalse(button.isUsableByUser, "a widget in a disabled container")
            box.isEnabled = true
            box.isHidden = true
            XCTAssertFalse(button.isUsableByUser, "a widget in a hidden container")
            box.isHidden = false

            let window = Window(title: "Usable")
            window.child = box
            XCTAssertFalse(button.isUsableByUser, "a widget in a window not presented")
            window.present()
            XCTAssertTrue(button.isUsableByUser)

            let stack = Stack()
            let front = Label("front")
            let behind = Entry()
            stack.addPage(front, name: "front", title: "Front")
            stack.addPage(behind, name: "behind", title: "Behind")
            box.append(stack)
            XCTAssertTrue(front.isUsableByUser)
            XCTAssertFalse(behind.isUsableByUser, "a stack's page behind another")
            behind.type("lost")
            XCTAssertEqual(behind.text, "", "nothing is typed into a page the user cannot see")
            window.destroy()
            XCTAssertFalse(button.isUsableByUser, "a widget of a destroyed window")
        }
    }

    func testEveryUserActionDoesNothingInADisabledContainer() {
        onMain {
            let entry = Entry()
            let text = TextView()
            let check = CheckButton(label: "check")
            let toggle = ToggleButton(label: "toggle")
            let flip = Switch()
            let scale = Scale(minimum: 0, maximum: 10, step: 1)
            let spin = SpinButton(minimum: 0, maximum: 10, step: 1)
            let dropDown = DropDown(items: ["a", "b"])
            let notebook = Notebook()
            notebook.appendPage(Label("one"), title: "One")
            notebook.appendPage(Label("two"), title: "Two")
            let paned = Paned(.horizontal)
            let expander = Expander(label: "More")
            let list = ListView()
            let rows = Observable.just(["a", "b", "c"]).bind(to: list.rx.items) { list, _, item in
                let cell = list.dequeueCell()
                cell.text = item
                return cell
            }
            entry.text = "kept"
            let widgets: [Widget] = [entry, text, check, toggle, flip, scale, spin, dropDown, notebook, paned, expander, list]
            let box = Box(.vertical)
            widgets.forEach(box.append)
            let window = Window(title: "Disabled")
            window.child = box
            window.present()
            box.isEnabled = false
            let changes = Captured(0)
            var connections: [SignalConnection] = []
            // A text view's buffer emits its "changed": its text is checked instead.
            for (widget, signal) in zip(widgets, ["changed", "notify::editable", "toggled", "toggled", "notify::active", "value-changed", "value-changed", "notify::selected", "notify::page", "notify::position", "notify::expanded", "activate"]) {
                connections.append(widget.connect(signal) { changes.value += 1 })
            }
            entry.type("x")
            entry.clear()
            entry.activate()
            text.type("x")
            check.toggle()
            toggle.toggle()
            flip.toggle()
            scale.slide(to: 5)
            spin.spin(to: 5)
            dropDown.choose(1)
            notebook.choosePage(1)
            paned.dragHandle(to: 40)
            expander.toggle()
            list.select(row: 1)
            list.select(rows: [2])
            list.activateRow(1)
            XCTAssertEqual(changes.value, 0, "nothing the user cannot do happened")
            XCTAssertEqual(entry.text, "kept")
            XCTAssertEqual(text.text, "")
            XCTAssertNotEqual(list.selectedRow, 1)
            connections.forEach { $0.disconnect() }
            rows.dispose()
            window.destroy()
        }
    }
}
