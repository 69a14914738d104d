#if GTK
import CGtk
import RxCocoa

/// The row slots of a list widget (`ListView`, `GridView`, or one column of a `ColumnView`) and
/// the cell each keeps: connected to a `GtkSignalListItemFactory`, it makes a `ListCell` for each
/// slot GTK sets up, asks the program for the cell of a row when GTK binds the slot to the row,
/// ends the cell's use when GTK unbinds it, and marks header rows as neither selectable nor
/// activatable. A table has one `CellSlots` per column, all over the same rows, updated together
/// (`reload(count:of:shownBy:)`, `apply(_:leavingRows:to:shownBy:)`).
@MainActor
final class CellSlots {
    /// The rows and their selection.
    let rows: RowModel
    /// Makes the cell of a row; set by the list's `reloadRows` and `applyChanges`.
    var cellForRow: (@MainActor (Int) -> ListCell)?
    /// Whether a row is a section header; `nil` when no row is.
    var isHeaderRow: (@MainActor (Int) -> Bool)?
    /// The cell each row slot keeps, by the slot's `GtkListItem`.
    private(set) var cellsBySlot: [UnsafeMutableRawPointer: ListCell] = [:]
    /// The slot being bound while `cellForRow` runs.
    private var slotBeingBound: UnsafeMutableRawPointer?
    /// The item (the row's placeholder object) each slot's cell was made for.
    private var itemsBySlot: [UnsafeMutableRawPointer: UnsafeMutableRawPointer] = [:]
    /// The slot whose cell was made for each item: the other way round, so that an updated row
    /// finds its slot without looking at every slot.
    private var slotsByItem: [UnsafeMutableRawPointer: UnsafeMutableRawPointer] = [:]
    /// The slots GTK unbound and has not bound again. GTK 4.8 unbinds a slot and binds it again
    /// to the same item whenever the row moves or its selected state changes; the cell's use
    /// then goes on. A use ends when GTK binds the slot to another item, tears the slot down,
    /// or is still unbound when the list's update ends.
    private var unboundSlots: Set<UnsafeMutableRawPointer> = []
    /// Ends the current use of a cell (RxCocoa's `cellDidEndUse`).
    private let endUse: @MainActor (ListCell) -> Void
    /// Tells that a cell was made for a row GTK is about to show.
    private let willDisplay: @MainActor (ListCell, Int) -> Void
    /// The cells' animations, once the list has asked for any (`setAnimation(_:)`).
    private(set) var animations: RowAnimations?
    /// The items of the rows leaving, which the user can neither select nor activate.
    private var leavingItems: Set<UnsafeMutableRawPointer> = []

    /// Slots over `rows`, connected to `factory` for the factory's life; `endUse` ends a cell's
    /// use when GTK unbinds its slot, and `willDisplay` hears of each cell made for a row GTK
    /// shows (a row coming into view, or a row on screen made again because its element
    /// changed).
    init(
        rows: RowModel,
        factory: UnsafeMutableRawPointer,
        endUse: @escaping @MainActor (ListCell) -> Void,
        willDisplay: @escaping @MainActor (ListCell, Int) -> Void
    ) {
        self.rows = rows
        self.endUse = endUse
        self.willDisplay = willDisplay
        connect(factory)
    }

    /// The cell kept by the slot being bound, for a cell factory; outside a cell factory, a new
    /// cell.
    func dequeueCell() -> ListCell {
        if let slot = slotBeingBound, let cell = cellsBySlot[slot] {
            return cell
        }
        return ListCell()
    }

    /// Replaces the rows with `count` rows whose cells `cellForRow` makes. (A list's slots are
    /// handed on as a `CollectionOfOne`, which allocates nothing.)
    func reload(count: Int, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        self.cellForRow = cellForRow
        Self.reload(count: count, of: rows, shownBy: CollectionOfOne(self))
    }

    /// Replaces `rows` with `count` rows, whose cells each of `slots` (slots over `rows`) makes
    /// with its `cellForRow`.
    static func reload(count: Int, of rows: RowModel, shownBy slots: some Collection<CellSlots>) {
        for each in slots {
            each.leavingItems = []
        }
        rows.replaceRows(count: count)
        for each in slots {
            each.endUsesOfUnboundSlots()
        }
    }

    /// Applies the splices of `changes` to the rows, then makes again the cells of the updated
    /// rows that a slot shows. Rows kept keep their slots (GTK binds a slot again only when its
    /// item changes), so their cells are not made again. The rows `leavingRows` stay only to be
    /// seen leaving. With `animations`, inserted rows appear animated when GTK binds them
    /// (unless the list was empty), updated rows flash and leaving rows fade out.
    func apply(_ changes: ListChangeset, leavingRows: [Int], cellForRow: @escaping @MainActor (Int) -> ListCell) {
        self.cellForRow = cellForRow
        Self.apply(changes, leavingRows: leavingRows, to: rows, shownBy: CollectionOfOne(self))
    }

    /// Applies the splices of `changes` to `rows`, then has each of `slots` (slots over `rows`)
    /// make again its cells of the updated rows, mark `leavingRows` and animate, as
    /// `apply(_:leavingRows:cellForRow:)` does for one.
    static func apply(_ changes: ListChangeset, leavingRows: [Int], to rows: RowModel, shownBy slots: some Collection<CellSlots>) {
        rows.apply(changes)
        for each in slots {
            each.rowsChanged(changes, leavingRows: leavingRows)
        }
    }

    /// The rows were spliced as `changes` says: animates the inserted rows, marks `leavingRows`,
    /// ends the uses GTK left unbound and makes again the cells of the updated rows.
    private func rowsChanged(_ changes: ListChangeset, leavingRows: [Int]) {
        // The first rows of an empty list appear at once, as a reload's do.
        if let animations, animations.insertion != nil, changes.oldCount > 0 {
            // GTK may have bound some of them already, while the rows were spliced.
            animations.noteAppearing(changes.insertedRows.compactMap(rows.item(at:))) { [cellsBySlot, slotsByItem] item in
                slotsByItem[item].flatMap { cellsBySlot[$0] }
            }
        }
        if !leavingRows.isEmpty || !leavingItems.isEmpty {
            markLeaving(leavingRows)
        }
        endUsesOfUnboundSlots()
        for row in changes.updatedRows {
            if let item = rows.item(at: row), let slot = slotsByItem[item] {
                bind(slot, to: row)
                if let animations, let cell = cellsBySlot[slot] {
                    animations.rowUpdated(cell)
                }
            }
        }
    }

    /// Animates the cells as `animation` asks from now on; nothing is made until a list asks
    /// for an animation.
    func setAnimation(_ animation: ListRowAnimation) {
        if let animations {
            animations.animation = animation
        } else if !animation.isNone {
            animations = RowAnimations(animation: animation)
        }
    }

    /// Marks the rows `leavingRows` leaving, in place of those marked before: their slots shown
    /// become neither selectable nor activatable, and their cells start fading out.
    private func markLeaving(_ leavingRows: [Int]) {
        leavingItems = Set(leavingRows.compactMap(rows.item(at:)))
        for item in leavingItems {
            guard let slot = slotsByItem[item] else { continue }
            gtk_list_item_set_selectable(OpaquePointer(slot), 0)
            gtk_list_item_set_activatable(OpaquePointer(slot), 0)
            if let animations, let cell = cellsBySlot[slot] {
                animations.rowLeaving(cell)
            }
        }
    }

    /// Lets the user select and activate the row `row` of `slot` unless it is a header or
    /// leaving.
    private func updateSelectability(of slot: UnsafeMutableRawPointer, row: Int) {
        var selectable = !(isHeaderRow?(row) ?? false)
        if selectable, !leavingItems.isEmpty, let item = gtk_list_item_get_item(OpaquePointer(slot)) {
            selectable = !leavingItems.contains(item)
        }
        gtk_list_item_set_selectable(OpaquePointer(slot), selectable ? 1 : 0)
        gtk_list_item_set_activatable(OpaquePointer(slot), selectable ? 1 : 0)
    }

    /// Every cell the slots keep, shown or waiting to be reused.
    var allCells: [ListCell] {
        Array(cellsBySlot.values)
    }

    /// The cells of the rows on screen, by row.
    var visibleCells: [Int: ListCell] {
        var cells: [Int: ListCell] = [:]
        for (slot, cell) in cellsBySlot {
            let position = gtk_list_item_get_position(OpaquePointer(slot))
            if position != GTK_INVALID_LIST_POSITION, gtk_list_item_get_child(OpaquePointer(slot)) != nil {
                cells[Int(position)] = cell
            }
        }
        return cells
    }

    /// The widget GTK made for each row on screen, the parent of the row's cell, with its row.
    var rowWidgets: [(row: Int, widget: UnsafeMutablePointer<GtkWidget>)] {
        visibleCells.compactMap { row, cell in gtk_widget_get_parent(cell.widgetPointer).map { (row, $0) } }
    }

    /// Shows the cell of `row` in `slot`.
    private func bind(_ slot: UnsafeMutableRawPointer, to row: Int) {
        guard let cellForRow else { return }
        updateSelectability(of: slot, row: row)
        forgetItem(of: slot)
        let item = gtk_list_item_get_item(OpaquePointer(slot))
        if let item {
            itemsBySlot[slot] = item
            slotsByItem[item] = slot
        }
        if let animations, let previous = cellsBySlot[slot] {
            animations.clear(previous)
        }
        slotBeingBound = slot
        let cell = cellForRow(row)
        slotBeingBound = nil
        if cellsBySlot[slot] !== cell {
            cellsBySlot[slot] = cell
            gtk_list_item_set_child(OpaquePointer(slot), cell.widgetPointer)
        }
        if let animations, let item {
            animations.cellBound(cell, item: item, isLeaving: leavingItems.contains(item))
        }
        willDisplay(cell, row)
    }

    /// Ends the use of the cell `slot` keeps: the row's subscriptions end with its use, not
    /// when the slot is next bound.
    private func endUse(of slot: UnsafeMutableRawPointer) {
        unboundSlots.remove(slot)
        forgetItem(of: slot)
        if let cell = cellsBySlot[slot] {
            animations?.clear(cell)
            endUse(cell)
        }
    }

    /// Forgets which item the cell of `slot` was made for.
    private func forgetItem(of slot: UnsafeMutableRawPointer) {
        guard let item = itemsBySlot.removeValue(forKey: slot) else { return }
        // Another slot may show the item by now.
        if slotsByItem[item] == slot {
            slotsByItem[item] = nil
        }
    }

    /// Ends the uses of the cells of the slots GTK left unbound.
    private func endUsesOfUnboundSlots() {
        for slot in unboundSlots {
            endUse(of: slot)
        }
    }

    private func connect(_ factory: UnsafeMutableRawPointer) {
        _ = connectSignal("setup", of: factory, shape: .pointer) { [weak self] argument in
            guard let self, case .pointer(let slot?) = argument else { return }
            let cell = ListCell()
            self.cellsBySlot[slot] = cell
            gtk_list_item_set_child(OpaquePointer(slot), cell.widgetPointer)
        }
        _ = connectSignal("bind", of: factory, shape: .pointer) { [weak self] argument in
            guard let self, case .pointer(let slot?) = argument else { return }
            let row = Int(gtk_list_item_get_position(OpaquePointer(slot)))
            if self.unboundSlots.remove(slot) != nil {
                if let item = gtk_list_item_get_item(OpaquePointer(slot)), self.itemsBySlot[slot] == item {
                    // The same row, moved or selected: its cell stays as it is.
                    self.updateSelectability(of: slot, row: row)
                    return
                }
                self.endUse(of: slot)
            }
            self.bind(slot, to: row)
        }
        _ = connectSignal("unbind", of: factory, shape: .pointer) { [weak self] argument in
            guard let self, case .pointer(let slot?) = argument else { return }
            self.unboundSlots.insert(slot)
        }
        _ = connectSignal("teardown", of: factory, shape: .pointer) { [weak self] argument in
            guard let self, case .pointer(let slot?) = argument else { return }
            if self.unboundSlots.remove(slot) != nil {
                self.endUse(of: slot)
            }
            self.forgetItem(of: slot)
            if let cell = self.cellsBySlot.removeValue(forKey: slot) {
                self.animations?.clear(cell)
            }
        }
    }
}
#endif
