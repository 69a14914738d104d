import GalleryPages
import RxGtk
import XCTest

final class NotesPageTests: GtkTestCase {
    func testChoosingANoteOpensItAndEnterInTheTitleSavesIt() {
        onMain {
            let (page, window) = shownPage()
            XCTAssertEqual(page.list.selectedRow, 0, "the first note is open")
            XCTAssertEqual(page.titleField.text, "Shopping")
            XCTAssertEqual(page.status.text, "3 notes, editing “Shopping”")

            page.list.select(row: 2)
            XCTAssertEqual(page.current.value?.title, "Books", "the user's selection reaches the relay")
            XCTAssertEqual(page.titleField.text, "Books")
            XCTAssertEqual(page.bodyView.text, "Dune\nThe Left Hand of Darkness")
            // The user clicks into the title: Enter goes to the focused widget first.
            page.titleField.grabFocus()
            page.titleField.clear()
            XCTAssertFalse(page.save.isEnabled, "a note needs a title")
            page.titleField.type("Novels")
            page.bodyView.type("\nEarthsea")
            page.titleField.activate()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.notes.value[2].title == "Novels" }), "Enter in the title presses Save")
            XCTAssertEqual(page.notes.value[2].body, "Dune\nThe Left Hand of Darkness\nEarthsea")
            XCTAssertEqual(page.list.selectedRow, 2, "the saved note stays selected")
            XCTAssertEqual(page.status.text, "3 notes, editing “Novels”")

            page.titleField.type(" (unsaved)")
            page.list.select(row: 0)
            XCTAssertEqual(page.titleField.text, "Shopping", "another note replaces the drafts")
            page.list.select(row: 2)
            XCTAssertEqual(page.titleField.text, "Novels", "unsaved edits are dropped")
            window.destroy()
        }
    }

    func testTheMenuAddsAndDeletesNotes() throws {
        try onMain {
            let (page, window) = shownPage()
            let menu = try XCTUnwrap(page.menuButton.popover as? PopoverMenu)
            page.menuButton.open()
            menu.choose("New note")
            XCTAssertEqual(page.notes.value.count, 4)
            XCTAssertEqual(page.list.selectedRow, 3, "the new note is selected")
            XCTAssertEqual(page.titleField.text, "")
            XCTAssertTrue(page.titleField.hasFocus, "the title is ready to type")
            page.titleField.type("Trip")
            page.bodyView.type("Tickets")
            page.save.click()
            XCTAssertEqual(page.notes.value.last?.title, "Trip")
            XCTAssertEqual(page.notes.value.last?.body, "Tickets")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.list.visibleCells[3]?.text == "Trip" }), "the list shows the saved title")

            page.list.select(row: 1)
            page.menuButton.open()
            menu.choose("Delete note")
            XCTAssertEqual(page.notes.value.map(\.title), ["Shopping", "Books", "Trip"])
            XCTAssertEqual(page.current.value?.title, "Books", "the next note opens")
            XCTAssertEqual(page.list.selectedRow, 1)
            XCTAssertEqual(page.titleField.text, "Books")

            page.list.select(rows: [])
            XCTAssertNil(page.current.value)
            XCTAssertEqual(page.titleField.text, "", "no note: the editor is empty")
            XCTAssertFalse(page.deleteNote.isEnabled)
            page.menuButton.open()
            menu.choose("Delete note")
            XCTAssertEqual(page.notes.value.count, 3, "Delete is disabled while no note is selected")
            XCTAssertTrue(page.menuButton.isOpen, "a disabled item is not chosen")
            menu.popdown()
            page.titleField.type("Loose idea")
            page.save.click()
            XCTAssertEqual(page.notes.value.last?.title, "Loose idea", "Save without a note saves a new one")
            XCTAssertEqual(page.list.selectedRow, 3)
            window.destroy()
        }
    }

    func testAboutShowsTheProgramOverTheWindow() throws {
        try onMain {
            let (page, window) = shownPage()
            let menu = try XCTUnwrap(page.menuButton.popover as? PopoverMenu)
            page.menuButton.open()
            menu.choose("About Notes")
            let about = try XCTUnwrap(page.aboutDialog)
            XCTAssertTrue(about.isShown)
            XCTAssertEqual(about.programName, "Notes")
            about.close()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !about.isShown }))
            page.menuButton.open()
            menu.choose("About Notes")
            XCTAssertTrue(page.aboutDialog === about, "the dialog is shown again")
            XCTAssertTrue(about.isShown)
            window.destroy()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !about.isShown }), "the dialog goes with the window")
        }
    }
}

/// A notes page in a window of its own whose default widget is the page's, as the gallery sets
/// it, shown.
@MainActor
private func shownPage() -> (NotesPage, Window) {
    let page = NotesPage()
    let window = Window(title: "Notes", width: 700, height: 500)
    window.child = page.root
    window.defaultWidget = page.defaultWidget
    RealPointerAndKeyboard.show(window, until: page.list)
    return (page, window)
}
