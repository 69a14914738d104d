import CGtk
import RxCocoa
import RxGtk
import RxRelay
import RxSwift
import RxTest
import XCTest

/// The row editor on real `ListView`s, driven by real X keys and pointer drags (`xdotool`): the
/// program applies what `rx.itemDeleted` and `rx.itemMoved` report to its relay, and the
/// identity-aware binding moves and removes the rows.
final class RowEditorTests: GtkTestCase {
    // A list that did not ask for editing reacts to neither Delete nor drags, and has no
    // controller for them.
    func testEditingIsOffByDefault() throws {
        try onMain {
            let bag = DisposeBag()
            let shown = EditableRows(["a", "b", "c"], bag: bag)
            let controllersBefore = controllers(of: shown.list).count
            XCTAssertEqual(shown.list.rowEditing, [])
            try RealPointerAndKeyboard.click(try shown.cell(1), of: shown.window, until: { shown.list.selectedRow == 1 })
            try RealPointerAndKeyboard.xdotool(["key", "Delete", "alt+Up"])
            try RealPointerAndKeyboard.drag(from: shown.point(0), to: shown.point(2, at: 0.75))
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.5)
            shown.list.deleteRows([0])
            shown.list.moveRow(0, to: 1)
            XCTAssertEqual(shown.edits.value, [])
            XCTAssertEqual(shown.items.value, ["a", "b", "c"])
            XCTAssertEqual(controllers(of: shown.list).count, controllersBefore)

            shown.list.rowEditing = [.deleting, .moving]
            XCTAssertEqual(controllers(of: shown.list).count, controllersBefore + 3, "a key controller, a drag source and a drop target")
            shown.list.rowEditing = .deleting
            XCTAssertEqual(controllers(of: shown.list).count, controllersBefore + 1)
            shown.list.rowEditing = []
            XCTAssertEqual(controllers(of: shown.list).count, controllersBefore)
            shown.window.destroy()
        }
    }

    // The real Delete key deletes the selected row, and the keypad's too; the program removes
    // the element, and the list keeps the keyboard focus for the next key.
    func testTheDeleteKeyReportsTheSelectedRowAndItsElement() throws {
        try onMain {
            let bag = DisposeBag()
            let shown = EditableRows(["a", "b", "c", "d"], bag: bag)
            shown.list.rowEditing = .deleting
            let keysHeardByTheWindow = Captured<[String]>([])
            shown.window.rx.keyPressed.subscribe(onNext: { keysHeardByTheWindow.value.append($0.name ?? "") }).disposed(by: bag)
            try RealPointerAndKeyboard.click(try shown.cell(1), of: shown.window, until: { shown.list.selectedRow == 1 })
            try RealPointerAndKeyboard.xdotool(["key", "Delete"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shown.items.value == ["a", "c", "d"] }))
            XCTAssertEqual(shown.edits.value, ["deleted 1"])
            XCTAssertEqual(shown.deletedModels.value, ["b"], "the element of the row")
            XCTAssertTrue(shown.hasFocus, "the list keeps the keyboard focus")

            shown.list.selectedRow = 2
            try RealPointerAndKeyboard.xdotool(["key", "KP_Delete"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shown.items.value == ["a", "c"] }))
            XCTAssertEqual(shown.deletedModels.value, ["b", "d"])

            try RealPointerAndKeyboard.xdotool(["key", "ctrl+Delete"])
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.3)
            XCTAssertEqual(shown.edits.value, ["deleted 1", "deleted 2"], "Delete with a modifier, or with nothing selected, deletes nothing")
            XCTAssertEqual(keysHeardByTheWindow.value.filter { $0.hasSuffix("Delete") }, ["Delete"], "the keys the list handled go no further")
            shown.window.destroy()
        }
    }

    // In a list of multiple selection, Delete reports every selected row, highest first, so
    // that the program removes them one by one.
    func testDeleteReportsEverySelectedRowHighestFirst() throws {
        try onMain {
            let bag = DisposeBag()
            let shown = EditableRows(["a", "b", "c", "d", "e"], selectionMode: .multiple, bag: bag)
            shown.list.rowEditing = .deleting
            try RealPointerAndKeyboard.click(try shown.cell(0), of: shown.window, until: { shown.list.selectedRows == [0] })
            shown.list.select(rows: [0, 2, 3])
            try RealPointerAndKeyboard.xdotool(["key", "Delete"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shown.items.value == ["b", "e"] }))
            XCTAssertEqual(shown.edits.value, ["deleted 3", "deleted 2", "deleted 0"])
            XCTAssertEqual(shown.deletedModels.value, ["d", "c", "a"])
            shown.window.destroy()
        }
    }

    // Alt+Up and Alt+Down move the selected row one place; the selection and the keyboard
    // focus follow the moved row, so the keys can be pressed again. Nothing moves past the ends.
    func testAltUpAndAltDownMoveTheSelectedRow() throws {
        try onMain {
            let bag = DisposeBag()
            let shown = EditableRows(["a", "b", "c", "d"], bag: bag)
            shown.list.rowEditing = .moving
            try RealPointerAndKeyboard.click(try shown.cell(2), of: shown.window, until: { shown.list.selectedRow == 2 })
            try RealPointerAndKeyboard.xdotool(["key", "alt+Up"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shown.items.value == ["a", "c", "b", "d"] }))
            XCTAssertEqual(shown.list.selectedRow, 1, "the selection follows the moved row")
            XCTAssertTrue(shown.hasFocus)
            try RealPointerAndKeyboard.xdotool(["key", "alt+Up"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shown.items.value == ["c", "a", "b", "d"] }))
            try RealPointerAndKeyboard.xdotool(["key", "alt+Up"])
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.3)
            try RealPointerAndKeyboard.xdotool(["key", "alt+Down"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shown.items.value == ["a", "c", "b", "d"] }))
            XCTAssertEqual(shown.edits.value, ["moved 2->1", "moved 1->0", "moved 0->1"], "the first row does not move up")
            try RealPointerAndKeyboard.xdotool(["key", "Delete"])
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.3)
            XCTAssertEqual(shown.edits.value.count, 3, "moving alone does not delete")
            shown.window.destroy()
        }
    }

    // Real drags: a row dropped on the lower half of another lands after it, on the upper half
    // before it; a drop on the dragged row itself, or one that leaves it in place, reports
    // nothing.
    func testADraggedRowLandsBeforeOrAfterTheRowItIsDroppedOn() throws {
        try onMain {
            let bag = DisposeBag()
            let shown = EditableRows(["a", "b", "c", "d"], bag: bag)
            shown.list.rowEditing = .moving
            try RealPointerAndKeyboard.drag(from: shown.point(0), to: shown.point(2, at: 0.75))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shown.items.value == ["b", "c", "a", "d"] }))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shown.isLaidOut }))
            try RealPointerAndKeyboard.drag(from: shown.point(3), to: shown.point(1, at: 0.25))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shown.items.value == ["b", "d", "c", "a"] }))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { shown.isLaidOut }))
            try RealPointerAndKeyboard.drag(from: shown.point(1), to: shown.point(1, at: 0.9))
            try RealPointerAndKeyboard.drag(from: shown.point(0), to: shown.point(1, at: 0.2))
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.5)
            XCTAssertEqual(shown.edits.value, ["moved 0->2", "moved 3->1"])
            shown.window.destroy()
        }
    }

    // A row dropped where nothing takes it ends its drag at once: its icon is gone, not slid
    // back over the list by GDK's "drag failed" animation for half a second, where the next
    // drag's drop could land.
    func testARowDroppedNowhereTakesItsIconAway() throws {
        try onMain {
            let bag = DisposeBag()
            let window = Window(title: "A list and a label", width: 600, height: 400)
            let box = Box(.horizontal, spacing: 0)
            window.child = box
            let shown = EditableRows(["a", "b", "c"], in: (window, box), bag: bag)
            let beside = Label("beside")
            beside.expandsHorizontally = true
            box.append(beside)
            shown.list.rowEditing = .moving
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gtk_widget_get_width(beside.widgetPointer) > 0 }))
            let source = try XCTUnwrap(controllers(of: shown.list).first {
                g_type_check_instance_is_a($0.assumingMemoryBound(to: GTypeInstance.self), gtk_drag_source_get_type()) != 0
            })
            let start = shown.point(0), outside = RealPointerAndKeyboard.point(in: beside, of: window)
            try RealPointerAndKeyboard.xdotool(["mousemove", "\(start.x)", "\(start.y)", "mousedown", "1"])
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.1)
            for step in 1...4 {
                try RealPointerAndKeyboard.xdotool(["mousemove", "\(start.x + (outside.x - start.x) * step / 4)", "\(start.y)"])
                _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.05)
            }
            let drag = try XCTUnwrap(gtk_drag_source_get_drag(OpaquePointer(source)), "the row is being dragged")
            let icon = try XCTUnwrap(gdk_drag_get_drag_surface(drag))
            g_object_ref(UnsafeMutableRawPointer(icon))
            defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
            XCTAssertNotEqual(gdk_surface_get_mapped(icon), 0, "the icon follows the pointer")
            // Beside the list long enough for the drag to hear that nothing takes it there.
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.3)
            try RealPointerAndKeyboard.xdotool(["mouseup", "1"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gtk_drag_source_get_drag(OpaquePointer(source)) == nil }), "the drag ended")
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.1)
            XCTAssertEqual(gdk_surface_get_mapped(icon), 0, "the icon is gone")
            XCTAssertEqual(shown.edits.value, [])
            window.destroy()
        }
    }

    // A row dragged from one list and dropped on another is not a move in either.
    func testADropFromAnotherListIsNotAMove() throws {
        try onMain {
            let bag = DisposeBag()
            let window = Window(title: "Two lists", width: 600, height: 400)
            let box = Box(.horizontal, spacing: 0)
            window.child = box
            let left = EditableRows(["a", "b", "c"], in: (window, box), bag: bag)
            let right = EditableRows(["x", "y", "z"], in: (window, box), bag: bag)
            left.list.rowEditing = .moving
            right.list.rowEditing = .moving
            try RealPointerAndKeyboard.drag(from: left.point(0), to: right.point(2, at: 0.75))
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.5)
            XCTAssertEqual(left.edits.value, [])
            XCTAssertEqual(right.edits.value, [])
            // The same drag within the right list is one.
            try RealPointerAndKeyboard.drag(from: right.point(0), to: right.point(2, at: 0.75))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { right.edits.value == ["moved 0->2"] }))
            window.destroy()
        }
    }

    // Section headers are never deleted or moved, take no drop, and nothing moves above the
    // first one; a row moves past a header into the next section.
    func testSectionHeadersStayWhereTheyAre() throws {
        try onMain {
            let bag = DisposeBag()
            let list = ListView()
            let window = Window(title: "Sections", width: 300, height: 400)
            window.child = ScrolledWindow(child: list)
            window.present()
            // Rows: 0 "# Fruit", 1 "apple", 2 "pear", 3 "# Leaves", 4 "leek".
            let sections = Observable.just([
                SectionModel(model: Named(id: "# Fruit"), items: [Named(id: "apple"), Named(id: "pear")]),
                SectionModel(model: Named(id: "# Leaves"), items: [Named(id: "leek")]),
            ])
            list.rx.items(
                sections: sections,
                header: { (list: ListView, _: Int, title: Named) in textCell(list, title.id) },
                cell: { (list: ListView, _: Int, item: Named, _: DisposeBag) in textCell(list, item.id) }
            ).disposed(by: bag)
            let edits = Captured<[String]>([])
            list.rx.itemDeleted.subscribe(onNext: { edits.value.append("deleted \($0)") }).disposed(by: bag)
            list.rx.itemMoved.subscribe(onNext: { edits.value.append("moved \($0.sourceIndex)->\($0.destinationIndex)") }).disposed(by: bag)
            list.rowEditing = [.deleting, .moving]
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { rowsLaidOut(list, count: 5) }))

            list.deleteRows([0, 2, 3])
            list.moveRow(3, to: 4)
            list.moveRow(1, to: 0)
            XCTAssertEqual(edits.value, ["deleted 2"], "only the item row is deleted; a header does not move, nor a row above the first header")
            edits.value = []

            try RealPointerAndKeyboard.click(try XCTUnwrap(list.visibleCells[4]), of: window, until: { list.selectedRow == 4 })
            try RealPointerAndKeyboard.xdotool(["key", "alt+Up"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !edits.value.isEmpty }))
            XCTAssertEqual(edits.value, ["moved 4->3"], "leek moves past its header, to the end of the section above")

            let point = { (row: Int, fraction: Double) in
                RealPointerAndKeyboard.point(in: list.visibleCells[row]!, of: window, fractionY: fraction)
            }
            try RealPointerAndKeyboard.drag(from: point(1, 0.5), to: point(3, 0.75))
            try RealPointerAndKeyboard.drag(from: point(0, 0.5), to: point(2, 0.75))
            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.5)
            XCTAssertEqual(edits.value, ["moved 4->3"], "a header takes no drop and cannot be dragged")
            try RealPointerAndKeyboard.drag(from: point(1, 0.5), to: point(4, 0.75))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { edits.value.count == 2 }))
            XCTAssertEqual(edits.value.last, "moved 1->4")
            window.destroy()
        }
    }
}

/// A shown `ListView` of texts whose program applies the user's deletions and moves to its
/// relay, bound identity-aware; `edits` records what the list reported.
@MainActor
private struct EditableRows {
    let list: ListView
    let window: Window
    let items: BehaviorRelay<[String]>
    let edits = Captured<[String]>([])
    /// The elements of the rows deleted, read before the program removes them.
    let deletedModels = Captured<[String]>([])

    /// Shows the list alone in a new window, or beside others in `container`'s box.
    init(_ texts: [String], selectionMode: CellsView.SelectionMode = .single, in container: (window: Window, box: Box)? = nil, bag: DisposeBag, file: StaticString = #filePath, line: UInt = #line) {
        list = ListView(selectionMode: selectionMode)
        let scrolled = ScrolledWindow(child: list)
        if let container {
            window = container.window
            scrolled.expandsHorizontally = true
            container.box.append(scrolled)
        } else {
            window = Window(title: "Rows", width: 300, height: 400)
            window.child = scrolled
        }
        window.present()
        let items = BehaviorRelay(value: texts)
        self.items = items
        let edits = self.edits
        let deletedModels = self.deletedModels
        items.bind(to: list.rx.items(id: \.self)) { (list: ListView, _: Int, text: String) in
            textCell(list, text)
        }.disposed(by: bag)
        // Subscribed before the program's removal, which it must precede.
        list.rx.modelDeleted(String.self).subscribe(onNext: { deletedModels.value.append($0) }).disposed(by: bag)
        applyEdits(deleted: list.rx.itemDeleted, moved: list.rx.itemMoved, to: items, recordingIn: edits, bag: bag)
        let list = self.list
        XCTAssertTrue(GtkEnvironment.runMainLoop(until: { rowsLaidOut(list, count: texts.count) }), "the rows are shown", file: file, line: line)
    }

    /// The cell of `row`.
    func cell(_ row: Int) throws -> ListCell {
        try XCTUnwrap(list.visibleCells[row])
    }

    /// The screen point at `fraction` of the height of `row`'s cell.
    func point(_ row: Int, at fraction: Double = 0.5) -> (x: Int, y: Int) {
        RealPointerAndKeyboard.point(in: list.visibleCells[row]!, of: window, fractionY: fraction)
    }

    /// Whether every row is shown and laid out.
    var isLaidOut: Bool {
        rowsLaidOut(list, count: items.value.count)
    }

    /// Whether the keyboard focus is in the list.
    var hasFocus: Bool {
        guard let focus = gtk_window_get_focus(window.widgetPointer.withMemoryRebound(to: GtkWindow.self, capacity: 1) { $0 }) else { return false }
        return gtk_widget_is_ancestor(focus, list.widgetPointer) != 0
    }
}

/// Whether `list` shows `count` rows, each laid out, so the pointer can aim at them.
@MainActor
private func rowsLaidOut(_ list: ListView, count: Int) -> Bool {
    let cells = list.visibleCells
    return cells.count == count && cells.values.allSatisfy { gtk_widget_get_mapped($0.widgetPointer) != 0 && gtk_widget_get_height($0.widgetPointer) > 0 }
}

/// A section or an item of a sectioned list, identified by its text.
private struct Named: Identifiable, Equatable {
    let id: String
}

/// A dequeued cell showing `text`.
@MainActor
private func textCell(_ list: ListView, _ text: String) -> ListCell {
    let cell = list.dequeueCell()
    cell.text = text
    return cell
}
