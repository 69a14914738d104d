import CGtk
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class WidgetSignalTests: GtkTestCase {
    /// A signal with an enumeration argument that no binding of RxGtk wraps: the entry's
    /// "icon-press", clicked with the real pointer.
    func testSignalReportsTheArgumentsOfARealClick() throws {
        try onMain {
            let entry = Entry()
            gtk_entry_set_icon_from_icon_name(entry.pointer.assumingMemoryBound(to: GtkEntry.self), GTK_ENTRY_ICON_SECONDARY, "edit-clear-symbolic")
            let window = Window(title: "Icon press", width: 300, height: 60)
            window.child = entry
            RealPointerAndKeyboard.show(window, until: entry)
            let presses = Captured<[[SignalValue]]>([])
            let bag = DisposeBag()
            entry.rx.signal("icon-press").subscribe(onNext: { presses.value.append($0) }).disposed(by: bag)
            var iconArea = GdkRectangle()
            gtk_entry_get_icon_area(entry.pointer.assumingMemoryBound(to: GtkEntry.self), GTK_ENTRY_ICON_SECONDARY, &iconArea)
            XCTAssertGreaterThan(iconArea.width, 0, "the icon is laid out")
            var x = 0.0, y = 0.0
            _ = gtk_widget_translate_coordinates(entry.widgetPointer, window.widgetPointer, Double(iconArea.x) + Double(iconArea.width) / 2, Double(iconArea.y) + Double(iconArea.height) / 2, &x, &y)
            try RealPointerAndKeyboard.xdotool(["mousemove", "\(Int(x))", "\(Int(y))", "click", "1"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { presses.value.count == 1 }), "the click on the icon is reported")
            XCTAssertEqual(presses.value, [[.int(Int(GTK_ENTRY_ICON_SECONDARY.rawValue))]])
            window.destroy()
        }
    }

    func testSignalLeavesOutWhatTheProgramsOwnChangesEmitAndAnswersNotHandled() {
        onMain {
            let button = Button(label: "Go")
            let window = Window(title: "Signals")
            window.child = button
            let clicks = Captured(0)
            let notifications = Captured<[[SignalValue]]>([])
            let closeRequests = Captured(0)
            let bag = DisposeBag()
            button.rx.signal("clicked").subscribe(onNext: { XCTAssertEqual($0, []); clicks.value += 1 }).disposed(by: bag)
            button.rx.signal("notify::label").subscribe(onNext: { notifications.value.append($0) }).disposed(by: bag)
            window.rx.signal("close-request").subscribe(onNext: { _ in closeRequests.value += 1 }).disposed(by: bag)

            button.emit("clicked")
            XCTAssertEqual(clicks.value, 1)
            button.performProgrammaticChange { button.emit("clicked") }
            XCTAssertEqual(clicks.value, 1, "what the program's own change emits is left out")

            gtk_button_set_label(button.pointer.assumingMemoryBound(to: GtkButton.self), "Stop")
            XCTAssertEqual(notifications.value.count, 1)
            if case let .pointer(specification)? = notifications.value.first?.first {
                XCTAssertEqual(String(cString: specification!.assumingMemoryBound(to: GParamSpec.self).pointee.name), "label")
            } else {
                XCTFail("notify passes the property's description: \(notifications.value)")
            }

            window.present()
            window.close()
            XCTAssertEqual(closeRequests.value, 1)
            XCTAssertTrue(window.isHidden, "the handler answers not handled, so the window closes")
            window.destroy()
        }
    }

    func testHasSignal() {
        onMain {
            let button = Button(label: "Go")
            XCTAssertTrue(button.hasSignal(named: "clicked"))
            XCTAssertTrue(button.hasSignal(named: "notify::label"))
            XCTAssertFalse(button.hasSignal(named: "no-such-signal"))
        }
    }
}
