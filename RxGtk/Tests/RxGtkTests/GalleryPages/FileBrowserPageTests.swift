import CGtk
import Foundation
import GalleryPages
import RxGtk
import XCTest

final class FileBrowserPageTests: GtkTestCase {
    private var folder: URL!

    override func setUp() {
        super.setUp()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxgtk-files-\(UUID().uuidString)")
        self.folder = folder
        onMain { FileBrowserPage.writeSamples(to: folder) }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    // Double-clicking a folder enters it, a file is not entered, the search filters the names
    // and is emptied in another folder, and Up goes back.
    func testEnteringFilteringAndGoingUp() throws {
        let folder: URL = self.folder
        try onMain {
            let page = FileBrowserPage(folder: folder)
            let window = show(page)
            let top = ["Documents", "Photos", "backup.dat", "palette.png", "README.txt", "todo.md"]
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names(page.grid) == top }), "\(names(page.grid))")
            XCTAssertEqual(page.status.text, "6 items")
            XCTAssertEqual(page.location.text, folder.path)
            XCTAssertEqual(icon(page.grid, named: "Documents"), .icon("folder"))
            XCTAssertEqual(icon(page.grid, named: "README.txt"), .icon("text-x-generic"))
            XCTAssertEqual(icon(page.grid, named: "backup.dat"), .icon("application-x-generic"))
            XCTAssertEqual(icon(page.grid, named: "palette.png"), .file(folder.appendingPathComponent("palette.png").path), "a small picture shows itself")

            page.search.type("PAL")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names(page.grid) == ["palette.png"] }), "\(names(page.grid))")
            XCTAssertEqual(page.status.text, "1 of 6 items match")
            page.search.clear()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names(page.grid) == top }))

            page.grid.activateRow(try XCTUnwrap(top.firstIndex(of: "palette.png")))
            GtkEnvironment.drainPendingEvents()
            XCTAssertEqual(page.location.text, folder.path, "a file is not entered")

            page.search.type("o")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names(page.grid) == ["Documents", "Photos", "todo.md"] }), "\(names(page.grid))")
            page.grid.activateRow(1)
            let photos = ["forest.png", "night.png", "sea.png", "sunset.png"]
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names(page.grid) == photos }), "\(names(page.grid))")
            XCTAssertEqual(page.location.text, folder.appendingPathComponent("Photos").path)
            XCTAssertEqual(page.search.text, "", "another folder empties the search")
            XCTAssertEqual(page.status.text, "4 items")
            XCTAssertEqual(icon(page.grid, named: "sea.png"), .file(folder.appendingPathComponent("Photos/sea.png").path))

            page.upButton.click()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names(page.grid) == top }), "\(names(page.grid))")
            XCTAssertEqual(page.location.text, folder.path)
            XCTAssertEqual(page.status.text, "6 items")
            window.destroy()
        }
    }

    // The status line tells the selected file's size, or the count and total size of several.
    func testTheStatusTellsTheSelection() throws {
        let folder: URL = self.folder
        let readme = try Data(contentsOf: folder.appendingPathComponent("README.txt")).count
        let todo = try Data(contentsOf: folder.appendingPathComponent("todo.md")).count
        onMain {
            let (page, window) = showRead(folder)
            page.grid.select(rows: [4])
            XCTAssertEqual(page.status.text, "README.txt: \(readme) bytes")
            page.grid.select(rows: [0, 4, 5])
            XCTAssertEqual(page.status.text, "3 selected, \(readme + todo) bytes in files")
            page.grid.select(rows: [1])
            XCTAssertEqual(page.status.text, "Photos: folder")
            page.search.type("x")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.status.text == "1 of 6 items match" }), "a new list clears the selection: \(page.status.text)")
            window.destroy()
        }
    }

    // A pinch scales the tiles from their size when it began; Ctrl+minus, Ctrl+plus and Ctrl+0
    // (real keys) step them; the slider sets them. Every tile follows, and the slider shows the
    // size.
    func testZoomingChangesTheTileSize() throws {
        let folder: URL = self.folder
        try onMain {
            let (page, window) = showRead(folder)
            XCTAssertEqual(tileSizes(page.grid), [80])

            let zoom = try XCTUnwrap(controllers(of: page.grid).first { g_type_is_a(rxgtk_object_type($0), gtk_gesture_zoom_get_type()) != 0 })
            pinch(zoom, through: 1.2, 1.5)
            XCTAssertEqual(tileSizes(page.grid), [120], "1.5 times the size the pinch began at")
            XCTAssertEqual(page.tileSlider.value, 120)
            pinch(zoom, through: 0.8)
            XCTAssertEqual(tileSizes(page.grid), [96], "the next pinch scales from where the last one ended")
            pinch(zoom, through: 1.25)

            try RealPointerAndKeyboard.press("ctrl+minus", over: page.status, of: window)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { tileSizes(page.grid) == [96] }), "\(tileSizes(page.grid))")
            try RealPointerAndKeyboard.xdotool(["key", "ctrl+plus"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { tileSizes(page.grid) == [120] }), "\(tileSizes(page.grid))")
            try RealPointerAndKeyboard.xdotool(["key", "ctrl+0"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { tileSizes(page.grid) == [80] }), "\(tileSizes(page.grid))")

            page.tileSlider.slide(to: 160)
            XCTAssertEqual(tileSizes(page.grid), [160])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: {
                page.grid.visibleCells[0].map { gtk_widget_get_width($0.widgetPointer) >= 160 } ?? false
            }), "the tiles are laid out at their new size")
            window.destroy()
        }
    }

    // Open folder… shows GTK's folder chooser over the page's window, starting in the folder
    // shown; the folder accepted is shown.
    func testTheFolderChooserOpensTheChosenFolder() throws {
        let folder: URL = self.folder
        try onMain {
            let (page, window) = showRead(folder)
            page.openButton.click()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { openChooser().map { gtk_window_is_active($0) != 0 } ?? false }), "the chooser opens")
            let dialog = try XCTUnwrap(openChooser())
            let chooser = OpaquePointer(dialog)
            XCTAssertEqual(currentFolder(of: chooser), folder.path, "it starts in the folder shown")
            let documents = g_file_new_for_path(folder.appendingPathComponent("Documents").path)
            _ = gtk_file_chooser_set_current_folder(chooser, documents, nil)
            g_object_unref(UnsafeMutableRawPointer(documents))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { currentFolder(of: chooser) == folder.appendingPathComponent("Documents").path }))
            let accept = try XCTUnwrap(gtk_dialog_get_widget_for_response(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkDialog.self), GTK_RESPONSE_ACCEPT.rawValue))
            rxgtk_signal_emit_by_name(accept, "clicked")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names(page.grid) == ["budget.csv", "letter.txt", "notes.md"] }), "\(names(page.grid))")
            XCTAssertEqual(page.location.text, folder.appendingPathComponent("Documents").path)
            XCTAssertNil(openChooser())
            window.destroy()
        }
    }

    // The gallery's own page starts in the sample folder, which any machine has.
    func testTheGalleryPageStartsInTheSampleFolder() {
        onMain {
            let page = FileBrowserPage()
            let window = show(page)
            XCTAssertEqual(page.location.text, FileBrowserPage.sampleFolder().path)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names(page.grid).contains("Photos") }), "\(names(page.grid))")
            window.destroy()
        }
    }
}

/// A window showing `page`.
@MainActor
private func show(_ page: FileBrowserPage) -> Window {
    let window = Window(title: "File browser page", width: 900, height: 600)
    window.child = page.root
    window.present()
    return window
}

/// A window showing `page` on `folder`, once the folder's six sample entries are shown.
@MainActor
private func showRead(_ folder: URL, file: StaticString = #filePath, line: UInt = #line) -> (FileBrowserPage, Window) {
    let page = FileBrowserPage(folder: folder)
    let window = show(page)
    XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names(page.grid).count == 6 }), "the folder is read", file: file, line: line)
    return (page, window)
}

/// The names the grid's tiles show, in order.
@MainActor
private func names(_ grid: GridView) -> [String] {
    let cells = grid.visibleCells
    return cells.keys.sorted().compactMap { cells[$0]?.content(FileTile.self)?.name.text }
}

/// What the tile named `name` shows.
@MainActor
private func icon(_ grid: GridView, named name: String) -> Image.Content? {
    grid.visibleCells.values.compactMap { $0.content(FileTile.self) }.first { $0.name.text == name }?.image.content
}

/// The sizes of the tiles' pictures.
@MainActor
private func tileSizes(_ grid: GridView) -> Set<Int> {
    Set(grid.visibleCells.values.compactMap { $0.content(FileTile.self)?.image.pixelSize })
}

/// A pinch on the zoom gesture `zoom` through `scales`, its signals emitted as GTK emits them
/// (a pinch needs two fingers on a touch screen, which X's test input has not; a `0` stands
/// for the event sequence of "begin" and "end", which the zoom gesture does not read).
@MainActor
private func pinch(_ zoom: UnsafeMutableRawPointer, through scales: Double...) {
    let emit = { (signal: String, argument: CVarArg) in
        withVaList([argument]) { g_signal_emit_valist(zoom, g_signal_lookup(signal, gtk_gesture_zoom_get_type()), 0, $0) }
    }
    emit("begin", 0)
    for scale in scales {
        emit("scale-changed", scale)
    }
    emit("end", 0)
}

/// The open file chooser dialog, if any.
@MainActor
private func openChooser() -> UnsafeMutablePointer<GtkWindow>? {
    openDialogs(gtk_file_chooser_dialog_get_type()).first
}

/// The folder the file chooser `chooser` shows.
@MainActor
private func currentFolder(of chooser: OpaquePointer) -> String? {
    guard let file = gtk_file_chooser_get_current_folder(chooser) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(file)) }
    guard let path = g_file_get_path(file) else { return nil }
    defer { g_free(path) }
    return String(cString: path)
}
