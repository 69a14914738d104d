import CGtk
import Foundation
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class WindowDialogsTests: GtkTestCase {
    func testEscapeDismissesAMessage() throws {
        try onMain {
            let window = Window(title: "Messages", width: 300, height: 200)
            window.present()
            let responses = Captured<[MessageResponse]>([])
            let subscription = window.rx.showMessage("Delete the file?", detail: "It cannot be restored.", kind: .question, buttons: .yesNo)
                .subscribe(onSuccess: { responses.value.append($0) })
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { openDialogs(gtk_message_dialog_get_type()).first.map { gtk_window_is_active($0) != 0 } ?? false }), "the dialog opens and has the focus")
            try RealPointerAndKeyboard.xdotool(["key", "Escape"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !responses.value.isEmpty }), "Escape answers")
            XCTAssertEqual(responses.value, [.dismissed])
            XCTAssertTrue(openDialogs(gtk_message_dialog_get_type()).isEmpty, "the dialog is gone")
            subscription.dispose()
            window.destroy()
        }
    }

    func testAButtonsResponse() throws {
        try onMain {
            let window = Window(title: "Messages", width: 300, height: 200)
            window.present()
            let responses = Captured<[MessageResponse]>([])
            let bag = DisposeBag()
            window.rx.showMessage("Save changes?", buttons: .yesNo).subscribe(onSuccess: { responses.value.append($0) }).disposed(by: bag)
            let dialog = try XCTUnwrap(openDialogs(gtk_message_dialog_get_type()).first)
            XCTAssertEqual(readString(dialog, "text"), "Save changes?")
            gtk_dialog_response(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkDialog.self), GTK_RESPONSE_YES.rawValue)
            XCTAssertEqual(responses.value, [.yes])
            XCTAssertTrue(openDialogs(gtk_message_dialog_get_type()).isEmpty)
            window.destroy()
        }
    }

    func testDisposingBeforeTheAnswerClosesTheMessage() {
        onMain {
            let window = Window(title: "Messages", width: 300, height: 200)
            window.present()
            let events = Captured(0)
            let subscription = window.rx.showMessage("Working").subscribe(onSuccess: { _ in events.value += 1 })
            XCTAssertEqual(openDialogs(gtk_message_dialog_get_type()).count, 1)
            subscription.dispose()
            GtkEnvironment.drainPendingEvents()
            XCTAssertTrue(openDialogs(gtk_message_dialog_get_type()).isEmpty, "disposing closes the dialog")
            XCTAssertEqual(events.value, 0)
            window.destroy()
        }
    }

    func testAcceptingGivesTheChosenFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxgtk-chooser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try onMain {
            let window = Window(title: "Files", width: 300, height: 200)
            window.present()
            let chosen = Captured<[URL]>([])
            let bag = DisposeBag()
            window.rx.chooseFile(title: "Save the report", mode: .save, acceptLabel: "_Save", folder: folder, suggestedName: "report.txt")
                .subscribe(onSuccess: { chosen.value.append($0) })
                .disposed(by: bag)
            let dialog = try XCTUnwrap(openDialogs(gtk_file_chooser_dialog_get_type()).first)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gtk_window_is_active(dialog) != 0 }), "the chooser is shown and has resolved the suggested name against its folder")
            let save = try XCTUnwrap(gtk_dialog_get_widget_for_response(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkDialog.self), GTK_RESPONSE_ACCEPT.rawValue))
            rxgtk_signal_emit_by_name(save, "clicked")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !chosen.value.isEmpty }), "clicking Save answers with the file")
            XCTAssertEqual(chosen.value.map(\.path), [folder.appendingPathComponent("report.txt").path])
            XCTAssertTrue(openDialogs(gtk_file_chooser_dialog_get_type()).isEmpty)
            window.destroy()
        }
    }

    func testEscapeCancelsTheFileChooserAndCompletesEmpty() throws {
        try onMain {
            let window = Window(title: "Files", width: 300, height: 200)
            window.present()
            let events = Captured<[String]>([])
            let subscription = window.rx.chooseFile(title: "Save as", mode: .save, acceptLabel: "_Save", suggestedName: "report.txt").subscribe(
                onSuccess: { events.value.append("chosen \($0.path)") },
                onCompleted: { events.value.append("cancelled") }
            )
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { openDialogs(gtk_file_chooser_dialog_get_type()).first.map { gtk_window_is_active($0) != 0 } ?? false }), "the chooser opens and has the focus")
            try RealPointerAndKeyboard.xdotool(["key", "Escape"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !events.value.isEmpty }), "Escape answers")
            XCTAssertEqual(events.value, ["cancelled"])
            XCTAssertTrue(openDialogs(gtk_file_chooser_dialog_get_type()).isEmpty)
            subscription.dispose()
            window.destroy()
        }
    }

    func testDisposingBeforeTheAnswerClosesTheFileChooser() {
        onMain {
            let window = Window(title: "Files", width: 300, height: 200)
            window.present()
            let subscription = window.rx.chooseFile(title: "Open").subscribe()
            XCTAssertEqual(openDialogs(gtk_file_chooser_dialog_get_type()).count, 1)
            subscription.dispose()
            GtkEnvironment.drainPendingEvents()
            XCTAssertTrue(openDialogs(gtk_file_chooser_dialog_get_type()).isEmpty, "disposing closes the chooser")
            window.destroy()
        }
    }
}

/// The string property `name` of `object`.
@MainActor
private func readString(_ object: UnsafeMutablePointer<GtkWindow>, _ name: String) -> String? {
    var value: UnsafeMutablePointer<CChar>?
    rxgtk_object_get_string(object, name, &value)
    defer { g_free(value) }
    return value.map { String(cString: $0) }
}
