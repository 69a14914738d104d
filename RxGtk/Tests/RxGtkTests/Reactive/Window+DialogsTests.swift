import CGtk
import Foundation
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import Synchronization
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

    // GTK 4.8's path bar places none of its buttons, not even its two scroll buttons, until it
    // has read the folder it shows. A chooser painted before then (the read waits for GLib's
    // busy worker threads) must not show those buttons unplaced: GTK warns "Trying to snapshot
    // GtkButton … without a current allocation" for each frame.
    func testAChooserShownBeforeItsFolderIsReadShowsNoUnplacedButton() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rxgtk-chooser-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("reports/2026/november")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try onMain {
            let window = Window(title: "Files", width: 300, height: 200)
            window.present()
            let workers = BusyWorkerThreads()
            defer { workers.release() }
            let subscription = window.rx.chooseFile(title: "Open a folder", mode: .selectFolder, acceptLabel: "_Choose", folder: folder).subscribe()
            let dialog = try XCTUnwrap(openDialogs(gtk_file_chooser_dialog_get_type()).first)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gtk_widget_get_mapped(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWidget.self)) != 0 }), "the chooser is shown")
            // Frames are painted while the folder is still unread.
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.5)
            let pathBar = try XCTUnwrap(subtree(of: UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWidget.self)).first {
                String(cString: g_type_name(rxgtk_object_type($0))) == "GtkPathBar"
            })
            XCTAssertTrue(pathButtons(of: pathBar).isEmpty, "the path bar has not read the folder yet")
            XCTAssertEqual(unplacedShownChildren(of: pathBar), 0, "no button of the path bar is shown before it is placed")
            workers.release()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: {
                pathButtons(of: pathBar).contains { gtk_widget_get_mapped($0) != 0 && folderName(on: $0) == "november" } && unplacedShownChildren(of: pathBar) == 0
            }), "once the folder is read, the path bar shows it, and each of its buttons shown is placed")
            subscription.dispose()
            window.destroy()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { workers.allFinished }), "the worker threads are free again")
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

/// The buttons of a path bar that stand for folders of its path (toggle buttons; its two
/// scroll buttons are plain buttons).
@MainActor
private func pathButtons(of pathBar: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    Widget.children(of: pathBar).filter { g_type_is_a(rxgtk_object_type($0), gtk_toggle_button_get_type()) != 0 }
}

/// The name a path bar's folder button shows (the root folder's shows an icon only).
@MainActor
private func folderName(on button: UnsafeMutablePointer<GtkWidget>) -> String? {
    guard let label = gtk_button_get_child(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self)),
          g_type_is_a(rxgtk_object_type(label), gtk_label_get_type()) != 0 else { return nil }
    return String(cString: gtk_label_get_text(OpaquePointer(label)))
}

/// How many children of `widget` are shown (mapped) without ever having been given a size.
@MainActor
private func unplacedShownChildren(of widget: UnsafeMutablePointer<GtkWidget>) -> Int {
    Widget.children(of: widget).filter { gtk_widget_get_mapped($0) != 0 && gtk_widget_get_width($0) == 0 }.count
}

/// Keeps every worker thread of GLib's task pool, where GIO reads files for the main loop,
/// busy until released: the file reads asked for meanwhile wait in the pool's queue.
@MainActor
private final class BusyWorkerThreads {
    /// Whether the busy tasks must go on waiting.
    private static let holding = Atomic<Bool>(false)
    /// How many busy tasks have not finished.
    private static let unfinished = Atomic<Int>(0)

    /// Queues `count` busy tasks, ahead of every task of default priority. GLib adds a worker
    /// about every tenth of a second while all of them are busy; 40 tasks outlast a test's
    /// second or two.
    init(count: Int = 40) {
        Self.holding.store(true, ordering: .releasing)
        for _ in 0..<count {
            Self.unfinished.wrappingAdd(1, ordering: .relaxed)
            let task = g_task_new(nil, nil, nil, nil)
            g_task_set_priority(task, G_PRIORITY_HIGH)
            g_task_run_in_thread(task, Self.waitWhileHeld)
            g_object_unref(UnsafeMutableRawPointer(task))
        }
    }

    /// Lets the busy tasks finish.
    func release() {
        Self.holding.store(false, ordering: .releasing)
    }

    /// Whether every busy task has finished.
    var allFinished: Bool {
        Self.unfinished.load(ordering: .acquiring) == 0
    }

    /// A busy task: waits on its worker thread until released.
    private static let waitWhileHeld: GTaskThreadFunc = { task, _, _, _ in
        while holding.load(ordering: .acquiring) {
            g_usleep(1000)
        }
        g_task_return_boolean(task, 1)
        unfinished.wrappingSubtract(1, ordering: .releasing)
    }
}
