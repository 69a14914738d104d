import CGtk
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class WindowColorChooserTests: GtkTestCase {
    func testEscapeCancelsAndCompletesEmpty() throws {
        try onMain {
            let window = Window(title: "Colours", width: 300, height: 200)
            window.present()
            let events = Captured<[String]>([])
            let subscription = window.rx.chooseColor(title: "Pick a colour", initial: orange).subscribe(
                onSuccess: { events.value.append("chosen \($0)") },
                onCompleted: { events.value.append("cancelled") }
            )
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { openColorDialogs().first.map { gtk_window_is_active($0) != 0 } ?? false }), "the dialog opens and has the focus")
            try RealPointerAndKeyboard.xdotool(["key", "Escape"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !events.value.isEmpty }), "Escape answers")
            XCTAssertEqual(events.value, ["cancelled"])
            XCTAssertTrue(openColorDialogs().isEmpty, "the dialog is gone")
            subscription.dispose()
            window.destroy()
        }
    }

    func testSelectingGivesTheColour() throws {
        try onMain {
            let window = Window(title: "Colours", width: 300, height: 200)
            window.present()
            let chosen = Captured<[RGBAColor]>([])
            let bag = DisposeBag()
            window.rx.chooseColor(title: "Pick a colour", initial: orange).subscribe(onSuccess: { chosen.value.append($0) }).disposed(by: bag)
            let dialog = try XCTUnwrap(openColorDialogs().first)
            gtk_dialog_response(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkDialog.self), GTK_RESPONSE_OK.rawValue)
            XCTAssertEqual(chosen.value.count, 1)
            XCTAssertEqual(chosen.value.first?.red ?? 0, 1, accuracy: 0.01)
            XCTAssertEqual(chosen.value.first?.green ?? 0, 0.5, accuracy: 0.01)
            XCTAssertEqual(chosen.value.first?.blue ?? 1, 0, accuracy: 0.01)
            XCTAssertTrue(openColorDialogs().isEmpty)
            window.destroy()
        }
    }

    func testDisposingBeforeTheAnswerClosesTheDialog() {
        onMain {
            let window = Window(title: "Colours", width: 300, height: 200)
            window.present()
            let events = Captured(0)
            let subscription = window.rx.chooseColor(title: "Pick a colour").subscribe(
                onSuccess: { _ in events.value += 1 },
                onCompleted: { events.value += 1 }
            )
            XCTAssertEqual(openColorDialogs().count, 1)
            subscription.dispose()
            GtkEnvironment.drainPendingEvents()
            XCTAssertTrue(openColorDialogs().isEmpty, "disposing closes the dialog")
            XCTAssertEqual(events.value, 0, "nothing is reported")
            window.destroy()
        }
    }
}

/// The colour the tests start the dialog from.
private let orange = RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 1)

/// The colour-chooser dialogs GTK shows.
@MainActor
private func openColorDialogs() -> [UnsafeMutablePointer<GtkWindow>] {
    let toplevels = gtk_window_get_toplevels()
    return (0..<g_list_model_get_n_items(toplevels)).compactMap { index in
        guard let item = g_list_model_get_item(toplevels, index) else { return nil }
        g_object_unref(item)
        guard g_type_is_a(rxgtk_object_type(item), gtk_color_chooser_dialog_get_type()) != 0 else { return nil }
        return item.assumingMemoryBound(to: GtkWindow.self)
    }
}
