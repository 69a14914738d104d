import CGtk
import GalleryPages
import RxGtk
import XCTest

final class EditableListPageTests: GtkTestCase {
    // The page's flow with real input: add a row, drag it up past others, move the selected row
    // with Alt+Up, delete it with the Delete key and another with its row's button. The
    // selection stays on its item while rows move around it.
    func testAddDragMoveAndDeleteRows() throws {
        try onMain {
            let page = EditableListPage()
            let window = Window(title: "List page", width: 600, height: 500)
            window.child = page.root
            window.present()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { laidOut(page, rows: 4) }))
            XCTAssertEqual(page.summary.text, "4 items")
            XCTAssertFalse(page.add.isEnabled)

            page.newItem.type("Sugar")
            XCTAssertTrue(page.add.isEnabled)
            page.add.click()
            XCTAssertEqual(page.titles, ["Milk", "Eggs", "Flour", "Butter", "Sugar"])
            XCTAssertEqual(page.newItem.text, "", "the field is cleared after adding")
            XCTAssertEqual(page.summary.text, "5 items")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { laidOut(page, rows: 5) }))

            try RealPointerAndKeyboard.click(try XCTUnwrap(label(of: page, row: 2)), of: window, until: { page.list.selectedRow == 2 })
            XCTAssertEqual(page.selection.text, "Selected: Flour")
            try RealPointerAndKeyboard.drag(
                from: RealPointerAndKeyboard.point(in: try XCTUnwrap(label(of: page, row: 4)), of: window),
                to: RealPointerAndKeyboard.point(in: try XCTUnwrap(label(of: page, row: 1)), of: window, fractionY: 0.25)
            )
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.titles == ["Milk", "Sugar", "Eggs", "Flour", "Butter"] }), "Sugar dropped on the upper half of Eggs: \(page.titles)")
            XCTAssertEqual(page.list.selectedRow, 3, "Flour stays selected")

            try RealPointerAndKeyboard.xdotool(["key", "alt+Up"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.titles == ["Milk", "Sugar", "Flour", "Eggs", "Butter"] }))
            try RealPointerAndKeyboard.xdotool(["key", "Delete"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.titles == ["Milk", "Sugar", "Eggs", "Butter"] }), "Delete removes the selected row")

            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { laidOut(page, rows: 4) }))
            page.list.visibleCells[0]?.content(Button.self)?.click()
            XCTAssertEqual(page.titles, ["Sugar", "Eggs", "Butter"], "a row's Delete button removes its row, once")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { laidOut(page, rows: 3) }))
            page.list.visibleCells[2]?.content(Button.self)?.click()
            XCTAssertEqual(page.titles, ["Sugar", "Eggs"], "the button of a row that moved removes that row")
            XCTAssertEqual(page.summary.text, "2 items")
            window.destroy()
        }
    }

    func testActionsOutsideTheListAreIgnored() {
        XCTAssertEqual(EditableListPage.apply(.move(from: 0, to: 2), to: ["a", "b"]), ["a", "b"])
        XCTAssertEqual(EditableListPage.apply(.delete(5), to: ["a"]), ["a"])
        XCTAssertEqual(EditableListPage.apply(.move(from: 1, to: 0), to: ["a", "b"]), ["b", "a"])
        XCTAssertEqual(EditableListPage.apply(.move(from: 0, to: 2), to: ["a", "b", "c"]), ["b", "c", "a"])
    }
}

/// Whether the page's list shows `rows` rows, each laid out.
@MainActor
private func laidOut(_ page: EditableListPage, rows: Int) -> Bool {
    let cells = page.list.visibleCells
    return cells.count == rows && cells.values.allSatisfy { gtk_widget_get_mapped($0.widgetPointer) != 0 && gtk_widget_get_height($0.widgetPointer) > 0 }
}

/// The label of `row`'s cell.
@MainActor
private func label(of page: EditableListPage, row: Int) -> Label? {
    page.list.visibleCells[row]?.content(Label.self)
}
