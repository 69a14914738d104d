import GalleryPages
import RxGtk
import XCTest

final class EditableListPageTests: GtkTestCase {
    func testAddMoveAndDeleteRowsThroughTheirButtons() {
        onMain {
            let page = EditableListPage()
            let window = Window(title: "List page", width: 600, height: 500)
            window.child = page.root
            window.present()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.list.visibleCells.count == 4 }))
            XCTAssertEqual(page.summary.text, "4 items")
            XCTAssertFalse(page.add.isEnabled)

            page.newItem.type("Sugar")
            XCTAssertTrue(page.add.isEnabled)
            page.add.click()
            XCTAssertEqual(page.items.value, ["Milk", "Eggs", "Flour", "Butter", "Sugar"])
            XCTAssertEqual(page.newItem.text, "", "the field is cleared after adding")
            XCTAssertEqual(page.summary.text, "5 items")

            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.list.visibleCells.count == 5 }))
            page.list.visibleCells[4]?.content(Button.self, at: 0)?.click()
            XCTAssertEqual(page.items.value, ["Milk", "Eggs", "Flour", "Sugar", "Butter"], "Up moves the row up")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.list.visibleCells[0]?.content(Label.self)?.text == "Milk" }))
            page.list.visibleCells[0]?.content(Button.self, at: 1)?.click()
            XCTAssertEqual(page.items.value, ["Eggs", "Flour", "Sugar", "Butter"], "Delete removes the row, once")

            page.list.select(row: 1)
            XCTAssertEqual(page.selection.text, "Selected: Flour")
            window.destroy()
        }
    }

    func testActionsOutsideTheListAreIgnored() {
        XCTAssertEqual(EditableListPage.apply(.moveUp(0), to: ["a", "b"]), ["a", "b"])
        XCTAssertEqual(EditableListPage.apply(.delete(5), to: ["a"]), ["a"])
        XCTAssertEqual(EditableListPage.apply(.moveUp(1), to: ["a", "b"]), ["b", "a"])
    }
}
