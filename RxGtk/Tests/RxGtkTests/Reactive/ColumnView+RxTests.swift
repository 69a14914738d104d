import CGtk
import RxCocoa
import RxGtk
import RxRelay
import RxSwift
import RxTest
import XCTest

private struct Fruit: Equatable, Sendable {
    let name: String
    let colour: String
}

final class ColumnViewRxTests: GtkTestCase {
    func testItemsFillTheColumnsAndSelectionReportsTheRowAndItsElement() {
        onMain {
            let table = ColumnView<Fruit>(columns: [
                .init("Name") { $0.name },
                .init("Colour") { $0.colour },
            ])
            let window = Window(title: "Table", width: 400, height: 300)
            window.child = ScrolledWindow(child: table)
            window.present()
            let bag = DisposeBag()
            let fruits = BehaviorRelay(value: [Fruit(name: "Apple", colour: "red"), Fruit(name: "Lime", colour: "green")])
            fruits.bind(to: table.rx.items).disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: {
                table.visibleTexts == [0: [0: "Apple", 1: "red"], 1: [0: "Lime", 1: "green"]]
            }))
            let rows = Captured<[Int]>([])
            let models = Captured<[Fruit]>([])
            table.rx.itemSelected.subscribe(onNext: { rows.value.append($0) }).disposed(by: bag)
            table.rx.modelSelected.subscribe(onNext: { models.value.append($0) }).disposed(by: bag)
            table.selectedRow = 0
            XCTAssertEqual(rows.value, [], "the program's own selection is not the user's")
            table.select(row: 1)
            XCTAssertEqual(rows.value, [1])
            XCTAssertEqual(models.value, [Fruit(name: "Lime", colour: "green")])
            fruits.accept([Fruit(name: "Plum", colour: "purple")])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { table.visibleTexts == [0: [0: "Plum", 1: "purple"]] }))
            XCTAssertEqual(rows.value, [1], "new rows replacing the selected one are not the user's deselection")
            window.destroy()
        }
    }

    // A table of multiple selection: each row a change of the user's adds or removes is
    // reported with its element, the rows selected after each change too; what the program
    // selects, and rows replaced by new elements, are not reported. Activations are.
    func testMultipleSelectionDeselectionsAndActivations() {
        onMain {
            let table = ColumnView<Fruit>(columns: [.init("Name") { $0.name }], selectionMode: .multiple)
            XCTAssertEqual(table.selectionMode, .multiple)
            let window = Window(title: "Table", width: 400, height: 300)
            window.child = ScrolledWindow(child: table)
            window.present()
            let bag = DisposeBag()
            let fruits = BehaviorRelay(value: ["Apple", "Lime", "Plum"].map { Fruit(name: $0, colour: "") })
            fruits.bind(to: table.rx.items).disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { table.visibleTexts.count == 3 }))
            let events = Captured<[String]>([])
            table.rx.itemSelected.subscribe(onNext: { events.value.append("selected \($0)") }).disposed(by: bag)
            table.rx.itemDeselected.subscribe(onNext: { events.value.append("deselected \($0)") }).disposed(by: bag)
            table.rx.modelSelected.subscribe(onNext: { events.value.append("selected \($0.name)") }).disposed(by: bag)
            table.rx.modelDeselected.subscribe(onNext: { events.value.append("deselected \($0.name)") }).disposed(by: bag)
            let selections = Captured<[Set<Int>]>([])
            table.rx.itemsSelected.subscribe(onNext: { selections.value.append($0) }).disposed(by: bag)
            let activated = Captured<[Int]>([])
            table.rx.itemActivated.subscribe(onNext: { activated.value.append($0) }).disposed(by: bag)

            table.select(rows: [0, 2])
            table.select(rows: [2])
            table.selectedRows = [1]
            XCTAssertEqual(table.selectedRows, [1])
            fruits.accept(["Pear", "Fig"].map { Fruit(name: $0, colour: "") })
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { table.visibleTexts.count == 2 }))
            table.select(rows: [0])
            table.activateRow(1)
            XCTAssertEqual(events.value, [
                "selected 0", "selected Apple", "selected 2", "selected Plum",
                "deselected 0", "deselected Apple",
                "selected 0", "selected Pear",
            ])
            XCTAssertEqual(selections.value, [[0, 2], [2], [0]])
            XCTAssertEqual(activated.value, [1])
            window.destroy()
        }
    }

    // An update of identified elements splices the rows: only the inserted row and the row
    // whose element changed make their texts again (counted calls of the column's text).
    func testItemsWithIDsShowAgainOnlyInsertedAndChangedRows() {
        onMain {
            let made = Captured<[String]>([])
            let table = ColumnView<Fruit>(columns: [.init("Name") { fruit in
                made.value.append(fruit.name)
                return "\(fruit.name) \(fruit.colour)"
            }])
            let window = Window(title: "Table", width: 400, height: 300)
            window.child = ScrolledWindow(child: table)
            window.present()
            let bag = DisposeBag()
            let fruits = BehaviorRelay(value: ["Apple", "Lime", "Plum"].map { Fruit(name: $0, colour: "green") })
            fruits.bind(to: table.rx.items(id: \.name)).disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { table.visibleTexts.count == 3 }))
            made.value = []

            fruits.accept([Fruit(name: "Fig", colour: "purple")] + fruits.value.map { $0.name == "Lime" ? Fruit(name: "Lime", colour: "yellow") : $0 })
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: {
                table.visibleTexts == [0: [0: "Fig purple"], 1: [0: "Apple green"], 2: [0: "Lime yellow"], 3: [0: "Plum green"]]
            }))
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.2)
            XCTAssertEqual(made.value.sorted(), ["Fig", "Lime"], "rows kept do not make their texts again")
            window.destroy()
        }
    }

    // The selected element stays selected across an insertion above it, moving the selection
    // along is not reported as the user's, and the row at the top of the view stays there.
    func testIdentifiedItemsKeepSelectionAndScrollPositionAcrossAnInsertionAbove() throws {
        try onMain {
            let table = ColumnView<Numbered>(columns: [.init("Row") { $0.text }])
            let window = Window(title: "Table", width: 300, height: 400)
            let scrolled = ScrolledWindow(child: table)
            window.child = scrolled
            window.present()
            let bag = DisposeBag()
            let items = BehaviorRelay(value: (0..<1_000).map { Numbered(id: $0, text: "row \($0)") })
            items.bind(to: table.rx.identifiedItems).disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { table.visibleTexts[0] != nil }))
            // Scroll once the table has its size, to rows far from the top, and select a row
            // the view shows.
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: {
                gtk_adjustment_get_upper(verticalAdjustment(of: scrolled)) > 10_000
            }), "the table has its size")
            scrolled.scrollVertically(to: 10_000)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: {
                topRowText(of: scrolled).map { $0.hasPrefix("row") && $0 != "row 0" } ?? false
            }), "the view shows the rows it is scrolled to")
            let topBefore = topRowText(of: scrolled)
            let selectedRowBefore = try XCTUnwrap(topBefore.flatMap { Int($0.dropFirst(4)) }) + 3
            table.selectedRow = selectedRowBefore
            let reported = Captured<[Int]>([])
            table.rx.itemSelected.subscribe(onNext: { reported.value.append($0) }).disposed(by: bag)
            table.rx.itemDeselected.subscribe(onNext: { reported.value.append(-$0) }).disposed(by: bag)

            items.accept((1_000..<1_005).map { Numbered(id: $0, text: "new \($0)") } + items.value)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { table.visibleTexts[selectedRowBefore + 5] != nil }))
            XCTAssertEqual(table.elements.count, 1_005)
            XCTAssertEqual(table.selectedRow, selectedRowBefore + 5, "the selected element stays selected")
            XCTAssertEqual(table.visibleTexts[selectedRowBefore + 5], [0: "row \(selectedRowBefore)"])
            _ = GtkEnvironment.runMainLoop(until: { topRowText(of: scrolled) == topBefore })
            XCTAssertEqual(topRowText(of: scrolled), topBefore, "the row at the top of the view stays there")
            XCTAssertEqual(reported.value, [], "moving the selection along is not the user's")
            window.destroy()
        }
    }

    // Row editing on a table: off by default; then the real Delete key deletes the selected
    // row, Alt+Down moves it, and a real drag moves a row, each reported with the elements the
    // program removes and moves in its relay.
    func testTheUserDeletesAndMovesRowsAsRowEditingAllows() throws {
        try onMain {
            let table = ColumnView<Fruit>(columns: [.init("Name") { $0.name }, .init("Colour") { $0.colour }])
            let window = Window(title: "Table", width: 400, height: 300)
            window.child = ScrolledWindow(child: table)
            window.present()
            let bag = DisposeBag()
            let fruits = BehaviorRelay(value: ["Apple", "Lime", "Plum", "Fig"].map { Fruit(name: $0, colour: "green") })
            fruits.bind(to: table.rx.items(id: \.name)).disposed(by: bag)
            let events = Captured<[String]>([])
            table.rx.modelDeleted.subscribe(onNext: { events.value.append("deleted \($0.name)") }).disposed(by: bag)
            applyEdits(deleted: table.rx.itemDeleted, moved: table.rx.itemMoved, to: fruits, recordingIn: events, bag: bag)
            let names = { table.visibleTexts.keys.sorted().compactMap { table.visibleTexts[$0]?[0] } }
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names() == ["Apple", "Lime", "Plum", "Fig"] && labelWidget(showing: "Fig", in: table) != nil }))

            try RealPointerAndKeyboard.click(try XCTUnwrap(labelWidget(showing: "Lime", in: table)), of: window, until: { table.selectedRow == 1 })
            try RealPointerAndKeyboard.xdotool(["key", "Delete"])
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.3)
            XCTAssertEqual(events.value, [], "a table deletes nothing until its program asks")

            table.rowEditing = [.deleting, .moving]
            try RealPointerAndKeyboard.xdotool(["key", "Delete"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names() == ["Apple", "Plum", "Fig"] }))
            XCTAssertEqual(events.value, ["deleted Lime", "deleted 1"])

            table.selectedRow = 0
            try RealPointerAndKeyboard.xdotool(["key", "alt+Down"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names() == ["Plum", "Apple", "Fig"] }))
            XCTAssertEqual(table.selectedRow, 1, "the selection follows the moved row")

            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { labelWidget(showing: "Fig", in: table) != nil && labelWidget(showing: "Plum", in: table) != nil }))
            let fig = try XCTUnwrap(labelWidget(showing: "Fig", in: table))
            let plum = try XCTUnwrap(labelWidget(showing: "Plum", in: table))
            try RealPointerAndKeyboard.drag(
                from: RealPointerAndKeyboard.point(in: fig, of: window),
                to: RealPointerAndKeyboard.point(in: plum, of: window, fractionY: 0.2)
            )
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { names() == ["Fig", "Plum", "Apple"] }))
            XCTAssertEqual(events.value, ["deleted Lime", "deleted 1", "moved 0->1", "moved 2->0"])
            window.destroy()
        }
    }
}

/// The label of `table` showing `text` in a row, wrapped, if one is shown and laid out.
@MainActor
private func labelWidget<Element>(showing text: String, in table: ColumnView<Element>) -> Label? {
    mappedLabels(of: table).first { $0.text == text && gtk_widget_get_height($0.widgetPointer) > 0 }
}

/// The labels mapped in `table`'s rows (each in its row's cell of a column).
@MainActor
func mappedLabels<Element>(of table: ColumnView<Element>) -> [Label] {
    subtree(of: table.widgetPointer).compactMap { widget in
        gtk_widget_get_mapped(widget) != 0 ? Widget.wrapper(of: widget) as? Label : nil
    }
}

/// The text of the label GTK shows just below the column headers of the table in `scrolled`:
/// the widget a pointer there would hit, or the first label inside it.
@MainActor
private func topRowText(of scrolled: ScrolledWindow) -> String? {
    guard var widget = gtk_widget_pick(scrolled.widgetPointer, 12, 48, GTK_PICK_DEFAULT) else { return nil }
    while !isLabel(widget) {
        guard let child = gtk_widget_get_first_child(widget) else { return nil }
        widget = child
    }
    return String(cString: gtk_label_get_text(OpaquePointer(widget)))
}

/// The vertical adjustment of `scrolled`, whose upper bound is the height of its content.
@MainActor
private func verticalAdjustment(of scrolled: ScrolledWindow) -> UnsafeMutablePointer<GtkAdjustment> {
    gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled.widgetPointer))!
}

/// Whether `widget` is a `GtkLabel`.
@MainActor
private func isLabel(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    return String(cString: g_type_name_from_instance(instance)) == "GtkLabel"
}

/// An identified row of the tests.
private struct Numbered: Identifiable, Equatable, Sendable {
    let id: Int
    let text: String
}
