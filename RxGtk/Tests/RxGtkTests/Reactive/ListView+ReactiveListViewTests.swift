import CGtk
import RxCocoa
import RxGtk
import RxRelay
import RxSwift
import RxTest
import XCTest

final class ListViewReactiveListViewTests: GtkTestCase {
    func testItemsFillTheRowsThroughTheCellFactory() {
        onMain {
            let list = ListView()
            let window = show(list)
            let items = BehaviorRelay(value: ["a", "b", "c"])
            let binding = items.bind(to: list.rx.items) { list, _, element in
                let cell = list.dequeueCell()
                if cell.isEmpty { cell.setContents([Label()]) }
                cell.content(Label.self)?.text = element
                return cell
            }
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(list) == [0: "a", 1: "b", 2: "c"] }))
            items.accept(["x", "y"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(list) == [0: "x", 1: "y"] }))
            XCTAssertEqual(list.rowCount, 2)
            binding.dispose()
            XCTAssertEqual(list.rowCount, 0, "disposing the binding empties the list")
            window.destroy()
        }
    }

    func testSelectedAndActivatedRowsAndTheirModels() {
        onMain {
            let list = ListView()
            let window = show(list)
            let bag = DisposeBag()
            Observable.just(["first", "second", "third"]).bind(to: list.rx.items) { list, _, element in
                let cell = list.dequeueCell()
                if cell.isEmpty { cell.setContents([Label()]) }
                cell.content(Label.self)?.text = element
                return cell
            }.disposed(by: bag)
            let selected = Captured<[Int]>([])
            let models = Captured<[String]>([])
            let activated = Captured<[Int]>([])
            list.rx.itemSelected.subscribe(onNext: { selected.value.append($0) }).disposed(by: bag)
            list.rx.modelSelected(String.self).subscribe(onNext: { models.value.append($0) }).disposed(by: bag)
            list.rx.itemActivated.subscribe(onNext: { activated.value.append($0) }).disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { list.visibleCells.count == 3 }))
            list.select(row: 1)
            list.select(row: 2)
            list.selectedRow = 0
            XCTAssertEqual(list.selectedRow, 0)
            list.activateRow(0)
            XCTAssertEqual(selected.value, [1, 2])
            XCTAssertEqual(models.value, ["second", "third"])
            XCTAssertEqual(activated.value, [0])
            window.destroy()
        }
    }

    // The reuse rule of list cells: a cell's subscriptions live in the bag of its current use,
    // so a cell configured again never reports its button twice.
    func testButtonsInsideRowsReportOnceThroughTheCellsBag() {
        onMain {
            let list = ListView()
            let window = show(list)
            let bag = DisposeBag()
            let items = BehaviorRelay(value: ["a", "b"])
            let taps = PublishRelay<String>()
            let tapped = Captured<[String]>([])
            taps.subscribe(onNext: { tapped.value.append($0) }).disposed(by: bag)
            items.bind(to: list.rx.items) { (list: ListView, _: Int, element: String, cellBag: DisposeBag) in
                let cell = list.dequeueCell()
                if cell.isEmpty { cell.setContents([Button(label: "")]) }
                let button = cell.content(Button.self)!
                button.label = element
                button.rx.tap.map { element }.bind(to: taps).disposed(by: cellBag)
                return cell
            }.disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { list.visibleCells.count == 2 }))
            items.accept(["c", "d"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { list.visibleCells[0]?.content(Button.self)?.label == "c" }))
            list.visibleCells[0]?.content(Button.self)?.click()
            XCTAssertEqual(tapped.value, ["c"], "the cell's previous subscription was disposed with its bag")
            items.accept(["e"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { list.visibleCells.count == 1 }))
            XCTAssertEqual(list.allCells.filter(hasClickHandler).count, 1, "only the row shown holds a subscription")
            window.destroy()
        }
    }

    // An insertion above keeps the place: the selected element stays selected (one row lower,
    // with no selection reported), and the row at the top of the view stays there.
    func testIdentifiedItemsKeepSelectionAndScrollPositionAcrossAnInsertionAbove() throws {
        try onMain {
            let list = ListView()
            let window = show(list)
            let bag = DisposeBag()
            let items = BehaviorRelay(value: (0..<200).map { Row(id: $0, text: "row \($0)") })
            items.bind(to: list.rx.identifiedItems) { (list: ListView, _: Int, row: Row) in
                labelledCell(list, row.text)
            }.disposed(by: bag)
            let place = try scrollDownAndSelect(list, in: window)
            let reported = Captured<[Int]>([])
            list.rx.itemSelected.subscribe(onNext: { reported.value.append($0) }).disposed(by: bag)

            items.accept((1_000..<1_005).map { Row(id: $0, text: "new \($0)") } + items.value)
            assertKeepsPlace(list, place, afterInsertingAbove: 5)
            XCTAssertEqual(list.rowCount, 205)
            XCTAssertEqual(try list.rx.model(at: list.selectedRow ?? 0) as Row, Row(id: place.selectedRow, text: "row \(place.selectedRow)"))
            XCTAssertEqual(reported.value, [], "moving the selection along is not the user's selection")
            window.destroy()
        }
    }

    // The focus stays in a kept row: an entry inside a row keeps it across an insertion above,
    // a change of another row, and the user selecting its row.
    func testIdentifiedItemsKeepTheFocusInAKeptRow() throws {
        try onMain {
            let list = ListView()
            let window = show(list)
            let bag = DisposeBag()
            let items = BehaviorRelay(value: (0..<4).map { Row(id: $0, text: "row \($0)") })
            let configured = Captured<[String]>([])
            items.bind(to: list.rx.identifiedItems) { (list: ListView, _: Int, row: Row) in
                configured.value.append(row.text)
                let cell = list.dequeueCell()
                if cell.isEmpty { cell.setContents([Entry()]) }
                cell.content(Entry.self)?.text = row.text
                return cell
            }.disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { list.visibleCells.count == 4 }))
            let entry = try XCTUnwrap(list.visibleCells[2]?.content(Entry.self))
            XCTAssertEqual(entry.text, "row 2")
            gtk_widget_grab_focus(entry.widgetPointer)
            XCTAssertTrue(isFocused(entry, in: window))
            configured.value = []

            items.accept([Row(id: 9, text: "above")] + items.value.map { $0.id == 0 ? Row(id: 0, text: "row 0 changed") : $0 })
            list.select(row: 3)
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.2)
            XCTAssertEqual(configured.value.sorted(), ["above", "row 0 changed"], "selecting a row does not configure it again")
            XCTAssertTrue(isFocused(entry, in: window), "the entry of the kept row keeps the focus")
            XCTAssertTrue(list.visibleCells[3]?.content(Entry.self) === entry, "the row moved down with its cell")
            window.destroy()
        }
    }

    // Only the rows inserted or changed are configured again: counted calls of the cell factory.
    func testIdentifiedItemsConfigureOnlyChangedRows() {
        onMain {
            let list = ListView()
            let window = show(list)
            let bag = DisposeBag()
            let items = BehaviorRelay(value: (0..<5).map { Row(id: $0, text: "row \($0)") })
            let configured = Captured<[String]>([])
            items.bind(to: list.rx.identifiedItems) { (list: ListView, _: Int, row: Row) in
                configured.value.append(row.text)
                return labelledCell(list, row.text)
            }.disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(list).count == 5 }))
            XCTAssertEqual(configured.value.sorted(), ["row 0", "row 1", "row 2", "row 3", "row 4"])
            configured.value = []

            var changed = items.value
            changed[2] = Row(id: 2, text: "row 2 changed")
            items.accept(changed)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(list)[2] == "row 2 changed" }))
            XCTAssertEqual(configured.value, ["row 2 changed"])

            configured.value = []
            items.accept([Row(id: -1, text: "above")] + changed)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(list).count == 6 }))
            XCTAssertEqual(configured.value, ["above"])
            XCTAssertEqual(shownTexts(list), [0: "above", 1: "row 0", 2: "row 1", 3: "row 2 changed", 4: "row 3", 5: "row 4"])

            configured.value = []
            items.accept(items.value)
            GtkEnvironment.drainPendingEvents()
            XCTAssertEqual(configured.value, [], "an equal array configures nothing")
            window.destroy()
        }
    }

    // Header rows of a sectioned list are not selectable: a real click on a header selects
    // nothing, a click on an item selects it and gives its model.
    func testSectionHeadersAreRowsTheUserCannotSelect() throws {
        try onMain {
            let list = ListView()
            let window = show(list)
            let bag = DisposeBag()
            let sections = Observable.just([
                SectionModel(model: Shelf(id: 1, title: "Fruit"), items: [Row(id: 1, text: "apple"), Row(id: 2, text: "pear")]),
                SectionModel(model: Shelf(id: 2, title: "Vegetables"), items: [Row(id: 3, text: "leek")]),
            ])
            list.rx.items(
                sections: sections,
                header: { (list: ListView, _: Int, shelf: Shelf) in labelledCell(list, "# \(shelf.title)") },
                cell: { (list: ListView, _: Int, row: Row, _: DisposeBag) in labelledCell(list, row.text) }
            ).disposed(by: bag)
            let models = Captured<[String]>([])
            list.rx.modelSelected(Row.self).subscribe(onNext: { models.value.append($0.text) }).disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(list).count == 5 }))
            XCTAssertEqual(shownTexts(list), [0: "# Fruit", 1: "apple", 2: "pear", 3: "# Vegetables", 4: "leek"])

            // Without a window manager, the first click may only give the window the focus.
            try userClicks(try XCTUnwrap(list.visibleCells[1]), of: window, until: { list.selectedRow == 1 })
            try userClicks(try XCTUnwrap(list.visibleCells[3]), of: window)
            _ = GtkEnvironment.runMainLoop(until: { list.selectedRow != 1 }, timeout: 0.5)
            XCTAssertEqual(list.selectedRow, 1, "a click on a header selects nothing")
            try userClicks(try XCTUnwrap(list.visibleCells[4]), of: window)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { list.selectedRow == 4 }))
            XCTAssertEqual(models.value, ["apple", "leek"])
            window.destroy()
        }
    }

    // A list of `.multiple` selection: Ctrl clicks add rows, `itemsSelected` gives the rows
    // selected after each of the user's changes, and what the program selects is left out.
    func testMultipleSelectionReportsTheSelectedRows() throws {
        try onMain {
            let list = ListView(selectionMode: .multiple)
            XCTAssertEqual(list.selectionMode, .multiple)
            let window = show(list)
            let bag = DisposeBag()
            Observable.just(["a", "b", "c", "d"]).bind(to: list.rx.items) { list, _, text in
                labelledCell(list, text)
            }.disposed(by: bag)
            let selections = Captured<[Set<Int>]>([])
            list.rx.itemsSelected.subscribe(onNext: { selections.value.append($0) }).disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(list).count == 4 }))
            list.selectedRows = [3]
            XCTAssertEqual(list.selectedRows, [3])
            XCTAssertEqual(selections.value, [], "the program's selection is not reported")

            try userClicks(try XCTUnwrap(list.visibleCells[0]), of: window, until: { list.selectedRows == [0] })
            try userClicks(try XCTUnwrap(list.visibleCells[2]), of: window, holding: "ctrl")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { list.selectedRows == [0, 2] }))
            XCTAssertEqual(selections.value.last, [0, 2])
            list.select(rows: [1, 3])
            XCTAssertEqual(selections.value.last, [1, 3], "select(rows:) acts as the user")
            XCTAssertEqual(list.selectedRow, 1)
            window.destroy()
        }
    }

    // `itemDeleted`, `itemMoved` and `modelDeleted` report what the user does (here through
    // the methods that act as the user); the program's own removals and moves, applied by the
    // identity-aware binding, are not reported, and the selection stays on its element.
    func testItemDeletedAndItemMovedReportTheUsersEditsOnly() {
        onMain {
            let list = ListView()
            let window = show(list)
            let bag = DisposeBag()
            let items = BehaviorRelay(value: (0..<4).map { Row(id: $0, text: "row \($0)") })
            items.bind(to: list.rx.identifiedItems) { (list: ListView, _: Int, row: Row) in
                labelledCell(list, row.text)
            }.disposed(by: bag)
            let events = Captured<[String]>([])
            list.rx.modelDeleted(Row.self).subscribe(onNext: { events.value.append("deleted \($0.text)") }).disposed(by: bag)
            list.rx.itemDeleted.subscribe(onNext: { events.value.append("deleted \($0)") }).disposed(by: bag)
            list.rx.itemMoved.subscribe(onNext: { events.value.append("moved \($0.sourceIndex)->\($0.destinationIndex)") }).disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(list).count == 4 }))
            list.rowEditing = [.deleting, .moving]
            list.selectedRow = 3

            items.accept([items.value[3], items.value[0], items.value[2]])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(list) == [0: "row 3", 1: "row 0", 2: "row 2"] }))
            XCTAssertEqual(list.selectedRow, 0, "the selection stays on its element")
            XCTAssertEqual(events.value, [], "the program's own moves and removals are not the user's")

            list.deleteRows([1])
            list.moveRow(2, to: 0)
            list.moveRow(1, to: 5)
            XCTAssertEqual(events.value, ["deleted row 0", "deleted 1", "moved 2->0"], "a move beyond the rows is not one")
            window.destroy()
        }
    }

    // Deselections, row by row: in a list of single selection, selecting another row deselects
    // the one selected before, reported first; a real Ctrl click on the selected row deselects
    // it. The program's selection and a selected row moved by an insertion above are not
    // reported, and the deselection that follows names the row where the element is now.
    func testItemDeselectedReportsTheRowsTheUserDeselects() throws {
        try onMain {
            let list = ListView()
            let window = show(list)
            let bag = DisposeBag()
            let items = BehaviorRelay(value: (0..<5).map { Row(id: $0, text: "row \($0)") })
            items.bind(to: list.rx.identifiedItems) { (list: ListView, _: Int, row: Row) in
                labelledCell(list, row.text)
            }.disposed(by: bag)
            let events = Captured<[String]>([])
            list.rx.itemSelected.subscribe(onNext: { events.value.append("selected \($0)") }).disposed(by: bag)
            list.rx.itemDeselected.subscribe(onNext: { events.value.append("deselected \($0)") }).disposed(by: bag)
            list.rx.modelDeselected(Row.self).subscribe(onNext: { events.value.append("deselected \($0.text)") }).disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(list).count == 5 }))
            list.selectedRow = 0
            list.select(row: 1)
            list.select(row: 2)
            XCTAssertEqual(events.value, ["deselected 0", "deselected row 0", "selected 1", "deselected 1", "deselected row 1", "selected 2"])

            // A real click on row 4 (the first may only give the window the focus, which may
            // select the list's first row).
            try userClicks(try XCTUnwrap(list.visibleCells[4]), of: window, until: { list.selectedRow == 4 })
            events.value = []
            items.accept([Row(id: 9, text: "above")] + items.value)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(list).count == 6 }))
            XCTAssertEqual(list.selectedRow, 5)
            // The rows are laid out again in their new places before the pointer aims at one.
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.3)
            try userClicks(try XCTUnwrap(list.visibleCells[5]), of: window, holding: "ctrl")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { list.selectedRow == nil }))
            XCTAssertEqual(events.value, ["deselected 5", "deselected row 4"])
            window.destroy()
        }
    }

    // In a list of multiple selection, each row a change adds is reported selected and each row
    // it removes deselected: real clicks and Ctrl clicks, then `select(rows:)`; the program's
    // own selection is not reported.
    func testMultipleSelectionReportsEachRowSelectedAndDeselected() throws {
        try onMain {
            let list = ListView(selectionMode: .multiple)
            let window = show(list)
            let bag = DisposeBag()
            Observable.just(["a", "b", "c", "d"]).bind(to: list.rx.items) { list, _, text in
                labelledCell(list, text)
            }.disposed(by: bag)
            let events = Captured<[String]>([])
            list.rx.itemSelected.subscribe(onNext: { events.value.append("selected \($0)") }).disposed(by: bag)
            list.rx.itemDeselected.subscribe(onNext: { events.value.append("deselected \($0)") }).disposed(by: bag)
            list.rx.modelSelected(String.self).subscribe(onNext: { events.value.append("selected \($0)") }).disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shownTexts(list).count == 4 }))

            try userClicks(try XCTUnwrap(list.visibleCells[0]), of: window, until: { list.selectedRows == [0] })
            try userClicks(try XCTUnwrap(list.visibleCells[2]), of: window, holding: "ctrl")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { list.selectedRows == [0, 2] }))
            try userClicks(try XCTUnwrap(list.visibleCells[0]), of: window, holding: "ctrl")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { list.selectedRows == [2] }))
            list.select(rows: [1, 3])
            list.selectedRows = []
            XCTAssertEqual(events.value, [
                "selected 0", "selected a", "selected 2", "selected c", "deselected 0",
                "deselected 2", "selected 1", "selected b", "selected 3", "selected d",
            ])
            window.destroy()
        }
    }

    // Each cell the factory made for a row about to be shown is reported with its row: the rows
    // of the first show, a row whose element changed, a row inserted above, rows scrolled into
    // view. A row GTK binds again in place (selected, or moved by the insertion) is not
    // reported again.
    func testWillDisplayCellReportsEachCellMadeForARowShown() throws {
        try onMain {
            let list = ListView()
            let window = show(list)
            let bag = DisposeBag()
            let items = BehaviorRelay(value: (0..<1_000).map { Row(id: $0, text: "row \($0)") })
            let displayed = Captured<[Int]>([])
            let mismatches = Captured<[Int]>([])
            list.rx.willDisplayCell.subscribe(onNext: { cell, row in
                displayed.value.append(row)
                if cell.content(Label.self)?.text != items.value[row].text {
                    mismatches.value.append(row)
                }
            }).disposed(by: bag)
            items.bind(to: list.rx.identifiedItems) { (list: ListView, _: Int, row: Row) in
                labelledCell(list, row.text)
            }.disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !shownTexts(list).isEmpty }))
            XCTAssertTrue(Set(displayed.value).isSuperset(of: list.visibleCells.keys), "every row shown")

            displayed.value = []
            var changed = items.value
            changed[3] = Row(id: 3, text: "row 3 changed")
            items.accept(changed)
            list.select(row: 4)
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.2)
            XCTAssertEqual(displayed.value, [3], "the changed row; the selected row stays as it was")

            displayed.value = []
            items.accept([Row(id: -1, text: "above")] + items.value)
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.2)
            XCTAssertEqual(displayed.value, [0], "the inserted row; the rows it moved keep their cells")

            displayed.value = []
            let scrolled = try XCTUnwrap(window.child as? ScrolledWindow)
            scrolled.scrollVertically(to: 20_000)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { displayed.value.contains { $0 > 600 } }), "rows scrolled into view")
            XCTAssertEqual(mismatches.value, [], "each cell reported shows its row's element")
            window.destroy()
        }
    }
}

/// An identified row of the tests.
struct Row: Identifiable, Equatable {
    let id: Int
    let text: String
}

/// A section of the tests.
private struct Shelf: Identifiable, Equatable {
    let id: Int
    let title: String
}

/// The list's cell for `text`: a dequeued cell showing it in one label.
@MainActor
func labelledCell(_ list: ListView, _ text: String) -> ListCell {
    let cell = list.dequeueCell()
    if cell.isEmpty { cell.setContents([Label()]) }
    cell.content(Label.self)?.text = text
    return cell
}

/// Moves the pointer over `cell` (from beside it, so that GTK sees it move even if it was left
/// there by an earlier test), lets GTK see it arrive, and clicks, holding `key` if given.
@MainActor
func userClicks(_ cell: ListCell, of window: Window, holding key: String? = nil) throws {
    let (x, y) = RealPointerAndKeyboard.point(in: cell, of: window)
    for (toX, toY) in [(x + 3, y + 1), (x, y)] {
        try RealPointerAndKeyboard.xdotool(["mousemove", "\(toX)", "\(toY)"])
        _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.15)
    }
    try RealPointerAndKeyboard.xdotool(key.map { ["keydown", $0, "click", "1", "keyup", $0] } ?? ["click", "1"])
}

/// Clicks `cell` until `condition` holds, three times at most (the first click on a window
/// that does not have the focus may only give it the focus); fails if it never holds.
@MainActor
func userClicks(_ cell: ListCell, of window: Window, until condition: () -> Bool, file: StaticString = #filePath, line: UInt = #line) throws {
    for _ in 0..<3 {
        try userClicks(cell, of: window)
        if GtkEnvironment.runMainLoop(until: condition, timeout: 1.5) { return }
    }
    XCTFail("the clicks did not have their effect", file: file, line: line)
}

/// Whether `widget` (or a widget inside it, as a `GtkEntry`'s text) has the focus of `window`.
@MainActor
private func isFocused(_ widget: Widget, in window: Window) -> Bool {
    guard let focus = gtk_window_get_focus(window.widgetPointer.withMemoryRebound(to: GtkWindow.self, capacity: 1) { $0 }) else { return false }
    return focus == widget.widgetPointer || gtk_widget_is_ancestor(focus, widget.widgetPointer) != 0
}

/// Scrolls `list`, shown in `window` from its first row, 1,500 pixels down and selects the
/// sixth row on screen (as the program does); the row at the top of the view and the selected
/// row.
@MainActor
func scrollDownAndSelect(_ list: ListView, in window: Window, file: StaticString = #filePath, line: UInt = #line) throws -> (topText: String?, selectedRow: Int) {
    let scrolled = try XCTUnwrap(window.child as? ScrolledWindow, file: file, line: line)
    XCTAssertTrue(GtkEnvironment.runMainLoop(until: { topRowText(list) == "row 0" }), file: file, line: line)
    scrolled.scrollVertically(to: 1_500)
    XCTAssertTrue(GtkEnvironment.runMainLoop(until: { topRowText(list).map { $0 != "row 0" } ?? false }), file: file, line: line)
    let place = (topText: topRowText(list), selectedRow: list.visibleCells.keys.sorted()[5])
    list.selectedRow = place.selectedRow
    return place
}

/// Checks that `list` kept `place` after `inserted` rows were inserted above it: the selected
/// element is still selected, `inserted` rows lower, and the row at the top of the view stays.
@MainActor
func assertKeepsPlace(_ list: ListView, _ place: (topText: String?, selectedRow: Int), afterInsertingAbove inserted: Int, file: StaticString = #filePath, line: UInt = #line) {
    GtkEnvironment.drainPendingEvents()
    XCTAssertTrue(GtkEnvironment.runMainLoop(until: { list.visibleCells.count > 0 }), file: file, line: line)
    XCTAssertEqual(list.selectedRow, place.selectedRow + inserted, "the selected element stays selected", file: file, line: line)
    XCTAssertEqual(topRowText(list), place.topText, "the row at the top of the view stays there", file: file, line: line)
}

/// The text of the row at the top of the list's view: of the rows whose cell reaches below the
/// view's top edge, the highest.
@MainActor
func topRowText(_ list: ListView) -> String? {
    var top: (y: Double, text: String?)?
    for cell in list.visibleCells.values where gtk_widget_get_mapped(cell.widgetPointer) != 0 {
        var x = 0.0, y = 0.0
        guard gtk_widget_translate_coordinates(cell.widgetPointer, list.widgetPointer, 0, 0, &x, &y) != 0 else { continue }
        let bottom = y + Double(gtk_widget_get_height(cell.widgetPointer))
        if bottom > 0, top.map({ y < $0.y }) ?? true {
            top = (y, cell.content(Label.self)?.text)
        }
    }
    return top?.text
}
/// A window showing `list`, presented; the rows appear once the loop has run.
@MainActor
func show(_ list: ListView) -> Window {
    let window = Window(title: "List", width: 300, height: 400)
    window.child = ScrolledWindow(child: list)
    window.present()
    return window
}

/// The label texts of the rows on screen, by row.
@MainActor
func shownTexts(_ list: ListView) -> [Int: String] {
    list.visibleCells.compactMapValues { $0.content(Label.self)?.text }
}

/// Whether the button of `cell` has a "clicked" handler connected.
@MainActor
private func hasClickHandler(_ cell: ListCell) -> Bool {
    guard let button = cell.content(Button.self) else { return false }
    let clicked = g_signal_lookup("clicked", gtk_button_get_type())
    return g_signal_handler_find(button.pointer, G_SIGNAL_MATCH_ID, clicked, 0, nil, nil, nil) != 0
}
