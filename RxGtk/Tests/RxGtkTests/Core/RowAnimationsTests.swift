import CGtk
import Foundation
import RxCocoa
import RxGtk
import RxRelay
import RxSwift
import RxTest
import XCTest

final class RowAnimationsTests: GtkTestCase {
    // An inserted row's cell carries the fade-in class and the duration's class, an updated
    // row's the highlight class, the other rows none; the classes come off when the duration
    // has passed, not before. The first rows of the empty list appeared at once.
    func testInsertedAndUpdatedRowsCarryTheirAnimationUntilItEnds() throws {
        try onMain {
            let (list, window, items, bag) = showAnimatedList(ListRowAnimation(insert: .fade, update: .highlight, delete: .fade, duration: .milliseconds(300)), rows: 5)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(list).count == 5 }))
            XCTAssertEqual(animatedRows(list), [:], "the first rows appear at once")

            let start = Date()
            insertNewRowAndChangeRow2(in: items, at: 0)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(list)[0] == "new" }))
            XCTAssertEqual(animatedRows(list), [0: "rxgtk-row-fade-in", 3: "rxgtk-row-highlight"])
            let newCell = try XCTUnwrap(list.visibleCells[0])
            XCTAssertTrue(hasClass(newCell, "rxgtk-row-animation-300ms"))

            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { animatedRows(list).isEmpty }, timeout: 3))
            XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.29, "the classes stay for the animation's duration")
            XCTAssertFalse(hasClass(newCell, "rxgtk-row-animation-300ms"))
            XCTAssertEqual(shownTexts(list)[3], "row 2, changed")
            withExtendedLifetime(bag) { window.destroy() }
        }
    }

    // A deleted row stays in its place while it fades out: its element is still its row's
    // model, it is deselected, and a real click does not select it; after the duration it goes,
    // and no cell keeps the fading class.
    func testADeletedRowStaysUnselectableWhileItFadesOutThenGoes() throws {
        try onMain {
            let (list, window, items, bag) = showAnimatedList(ListRowAnimation(delete: .fade, duration: .seconds(3)), rows: 5)
            let selected = Captured<[Int]>([])
            list.rx.itemSelected.subscribe(onNext: { selected.value.append($0) }).disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(list).count == 5 }))
            try userClicks(try XCTUnwrap(list.visibleCells[2]), of: window, until: { list.selectedRow == 2 })

            let selectedBefore = selected.value
            let start = Date()
            items.accept(items.value.filter { $0.id != 2 })
            XCTAssertEqual(list.rowCount, 5, "the deleted row stays while it leaves")
            XCTAssertEqual(try list.rx.model(at: 2) as Row, Row(id: 2, text: "row 2"))
            XCTAssertNil(list.selectedRow, "a leaving row is not selected")
            XCTAssertEqual(animatedRows(list), [2: "rxgtk-row-fade-out"])
            try userClicks(try XCTUnwrap(list.visibleCells[2]), of: window)
            _ = GtkEnvironment.runMainLoop(until: { list.selectedRow != nil }, timeout: 0.5)
            XCTAssertNil(list.selectedRow, "a click on a leaving row selects nothing")

            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { list.rowCount == 4 }, timeout: 6))
            XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 2.9)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(list) == [0: "row 0", 1: "row 1", 2: "row 3", 3: "row 4"] }))
            XCTAssertTrue(list.allCells.allSatisfy { !hasClass($0, "rxgtk-row-fade-out") }, "no cell keeps the fading class")
            XCTAssertEqual(selected.value, selectedBefore, "the click on the leaving row selected nothing")
            window.destroy()
        }
    }

    // An animated insertion above keeps the place: the selected element stays selected, one row
    // per inserted row lower, and the row at the top of the view stays there. Then the slot of
    // a row inserted in view is reused for rows far below, which show no animation.
    func testAnAnimatedInsertionAboveKeepsThePlaceAndReusedSlotsKeepNoAnimation() throws {
        try onMain {
            let (list, window, items, bag) = showAnimatedList(ListRowAnimation(insert: .slide, duration: .seconds(5)), rows: 1_000)
            let place = try scrollDownAndSelect(list, in: window)
            items.accept((1_000..<1_003).map { Row(id: $0, text: "new \($0)") } + items.value)
            assertKeepsPlace(list, place, afterInsertingAbove: 3)

            // A row inserted in view slides in; its slot, reused for rows far below, does not.
            let rowInView = list.visibleCells.keys.sorted()[8]
            var rows = items.value
            rows.insert(Row(id: 2_000, text: "inserted in view"), at: rowInView)
            items.accept(rows)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { animatedRows(list) == [rowInView: "rxgtk-row-slide-in"] }))
            try XCTUnwrap(window.child as? ScrolledWindow).scrollVertically(to: 20_000)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { topRowText(list).flatMap { Int($0.dropFirst(4)) }.map { $0 > 300 } ?? false }))
            XCTAssertEqual(animatedRows(list), [:], "a reused slot shows no animation of its previous row")
            withExtendedLifetime(bag) { window.destroy() }
        }
    }

    // A grid animates its cells as a list does.
    func testAGridAnimatesItsCells() {
        onMain {
            let grid = GridView(maxColumns: 4)
            grid.rowAnimation = ListRowAnimation(insert: .fade, duration: .milliseconds(200))
            let window = show(grid)
            let bag = DisposeBag()
            let items = BehaviorRelay(value: (0..<4).map { Row(id: $0, text: "tile \($0)") })
            items.bind(to: grid.rx.identifiedItems) { (grid: GridView, _: Int, row: Row) in
                let cell = grid.dequeueCell()
                cell.text = row.text
                return cell
            }.disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { grid.visibleCells.count == 4 }))
            items.accept(items.value + [Row(id: 9, text: "tile 9")])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { grid.visibleCells[4].map { hasClass($0, "rxgtk-row-fade-in") } ?? false }))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { grid.visibleCells.values.allSatisfy { !hasClass($0, "rxgtk-row-fade-in") } }))
            window.destroy()
        }
    }

    // A table animates every cell of a row as a list does: an inserted row's cells fade in and
    // an updated row's flash, in each column, with the duration's class; the classes come off
    // when the duration has passed. The first rows of the empty table appeared at once.
    func testATableAnimatesTheCellsOfInsertedAndUpdatedRows() throws {
        try onMain {
            let table = ColumnView<Row>(columns: [.init("Text") { $0.text }, .init("Id") { "#\($0.id)" }])
            table.rowAnimation = ListRowAnimation(insert: .fade, update: .highlight, duration: .milliseconds(300))
            let window = Window(title: "Table", width: 400, height: 300)
            window.child = ScrolledWindow(child: table)
            window.present()
            let bag = DisposeBag()
            let items = BehaviorRelay(value: (0..<4).map { Row(id: $0, text: "row \($0)") })
            items.bind(to: table.rx.identifiedItems).disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { table.visibleTexts.count == 4 }))
            XCTAssertEqual(animatedTexts(table), [:], "the first rows appear at once")

            let start = Date()
            insertNewRowAndChangeRow2(in: items, at: 1)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { table.visibleTexts[1] == [0: "new", 1: "#100"] }))
            XCTAssertEqual(animatedTexts(table), [
                "new": "rxgtk-row-fade-in", "#100": "rxgtk-row-fade-in",
                "row 2, changed": "rxgtk-row-highlight", "#2": "rxgtk-row-highlight",
            ])
            let newCell = try XCTUnwrap(shownLabels(of: table).first { $0.text == "#100" }?.cell)
            XCTAssertNotEqual(gtk_widget_has_css_class(newCell, "rxgtk-row-animation-300ms"), 0)

            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { animatedTexts(table).isEmpty }, timeout: 3))
            XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.29, "the classes stay for the animation's duration")
            XCTAssertEqual(gtk_widget_has_css_class(newCell, "rxgtk-row-animation-300ms"), 0)
            XCTAssertEqual(table.visibleTexts[3], [0: "row 2, changed", 1: "#2"])
            withExtendedLifetime(bag) { window.destroy() }
        }
    }
}

/// The animation class each animated row's cell carries, by row.
@MainActor
private func animatedRows(_ list: CellsView) -> [Int: String] {
    let kinds = ["rxgtk-row-fade-in", "rxgtk-row-slide-in", "rxgtk-row-highlight", "rxgtk-row-fade-out"]
    return list.visibleCells.compactMapValues { cell in kinds.first { hasClass(cell, $0) } }
}

/// Whether `widget` has the CSS class `name`.
@MainActor
private func hasClass(_ widget: Widget, _ name: String) -> Bool {
    gtk_widget_has_css_class(widget.widgetPointer, name) != 0
}

/// A shown list animated as `animation` says, bound to `rows` rows ("row 0", "row 1"...) of a
/// relay, and the bag that keeps the binding.
@MainActor
private func showAnimatedList(_ animation: ListRowAnimation, rows: Int) -> (ListView, Window, BehaviorRelay<[Row]>, DisposeBag) {
    let list = ListView()
    list.rowAnimation = animation
    let window = show(list)
    let bag = DisposeBag()
    let items = BehaviorRelay(value: (0..<rows).map { Row(id: $0, text: "row \($0)") })
    items.bind(to: list.rx.identifiedItems) { (list: ListView, _: Int, row: Row) in
        labelledCell(list, row.text)
    }.disposed(by: bag)
    return (list, window, items, bag)
}

/// The animation class each animated cell of `table` carries, by the text it shows.
@MainActor
private func animatedTexts<Element>(_ table: ColumnView<Element>) -> [String: String] {
    let kinds = ["rxgtk-row-fade-in", "rxgtk-row-slide-in", "rxgtk-row-highlight", "rxgtk-row-fade-out"]
    var texts: [String: String] = [:]
    for (text, cell) in shownLabels(of: table) {
        texts[text] = kinds.first { gtk_widget_has_css_class(cell, $0) != 0 }
    }
    return texts
}

/// The text of each label mapped in `table`'s rows, with the widget holding it (the row's cell
/// in its column).
@MainActor
private func shownLabels<Element>(of table: ColumnView<Element>) -> [(text: String, cell: UnsafeMutablePointer<GtkWidget>)] {
    mappedLabels(of: table).compactMap { label in gtk_widget_get_parent(label.widgetPointer).map { (label.text, $0) } }
}

/// Inserts the row "new" (id 100) at `position` and changes the text of the row of id 2, in one
/// update of `items`.
@MainActor
private func insertNewRowAndChangeRow2(in items: BehaviorRelay<[Row]>, at position: Int) {
    var rows = items.value
    rows.insert(Row(id: 100, text: "new"), at: position)
    rows = rows.map { $0.id == 2 ? Row(id: 2, text: "row 2, changed") : $0 }
    items.accept(rows)
}
