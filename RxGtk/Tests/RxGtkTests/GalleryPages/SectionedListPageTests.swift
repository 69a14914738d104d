import CGtk
import GalleryPages
import RxCocoa
import RxGtk
import XCTest

final class SectionedListPageTests: GtkTestCase {
    // The page's buttons keep the list's place: the selected product stays selected across an
    // insertion above and a shuffle, the row at the top stays, and only new or renamed rows are
    // configured again.
    func testInsertingShufflingAndRenamingKeepThePlace() throws {
        try onMain {
            let (page, window) = showPage()
            XCTAssertEqual(texts(page.list)[0], "Fruit")
            XCTAssertEqual(texts(page.list)[6], "Vegetables")
            let configuredAtFirst = page.configuredRows
            XCTAssertEqual(configuredAtFirst, 15)

            page.list.select(row: 3)
            XCTAssertEqual(page.selection.text, "Selected: Cherries")
            page.insertAbove.click()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.list.rowCount == 16 }))
            XCTAssertEqual(page.list.selectedRow, 4, "Cherries stays selected, one row lower")
            XCTAssertEqual(page.selection.text, "Selected: Cherries", "moving the selection along is not a new selection")
            XCTAssertEqual(page.configuredRows, configuredAtFirst + 1, "only the new row is configured")

            page.shuffle.click()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { texts(page.list).count == 16 }))
            let selectedRow = try XCTUnwrap(page.list.selectedRow)
            let selected = try page.list.rx.model(at: selectedRow) as SectionedListPage.Product
            XCTAssertEqual(selected.id, 3)
            XCTAssertEqual(selected.name, "Cherries")
            XCTAssertEqual(texts(page.list)[0], "Fruit", "the headers stay")
            XCTAssertEqual(Set(page.sections.value[0].items.map(\.name)), ["New product 1", "Apples", "Bananas", "Cherries", "Dates", "Figs"])

            let configuredBeforeRenaming = page.configuredRows
            page.rename.click()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { texts(page.list)[selectedRow] == "Cherries (renamed)" }))
            XCTAssertEqual(page.configuredRows, configuredBeforeRenaming + 1, "only the renamed row is configured")
            XCTAssertEqual(page.list.selectedRow, selectedRow)
            window.destroy()
        }
    }

    // The list is animated: an inserted product's row slides in, and the selected product,
    // removed, stays in its place fading out (no longer selected, still its row's model) and
    // then goes, taking no other row with it.
    func testRemovingTheSelectedProductFadesItOutThenRemovesIt() throws {
        try onMain {
            let (page, window) = showPage()
            page.insertAbove.click()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { texts(page.list)[1] == "New product 1" }))
            XCTAssertTrue(gtk_widget_has_css_class(try XCTUnwrap(page.list.visibleCells[1]).widgetPointer, "rxgtk-row-slide-in") != 0)

            page.list.select(row: 4)
            XCTAssertEqual(page.selection.text, "Selected: Cherries")
            page.remove.click()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.list.selectedRow == nil }))
            XCTAssertEqual(page.list.rowCount, 16, "the removed row stays while it fades out")
            XCTAssertEqual((try page.list.rx.model(at: 4) as SectionedListPage.Product).name, "Cherries")
            XCTAssertTrue(gtk_widget_has_css_class(try XCTUnwrap(page.list.visibleCells[4]).widgetPointer, "rxgtk-row-fade-out") != 0)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.list.rowCount == 15 }, timeout: 3))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { texts(page.list)[4] == "Dates" }))
            XCTAssertEqual(page.sections.value[0].items.map(\.name), ["New product 1", "Apples", "Bananas", "Dates", "Figs"])
            window.destroy()
        }
    }
}

/// The page in a window, once its 15 rows are shown.
@MainActor
private func showPage() -> (SectionedListPage, Window) {
    let page = SectionedListPage()
    let window = Window(title: "Sections page", width: 600, height: 700)
    window.child = page.root
    window.present()
    XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.list.visibleCells.count == 15 }))
    return (page, window)
}

/// The texts the list's rows show, by row, without the indentation of products.
@MainActor
private func texts(_ list: ListView) -> [Int: String] {
    list.visibleCells.compactMapValues { cell in
        cell.content(Label.self)?.text.trimmingCharacters(in: .whitespaces)
    }
}
