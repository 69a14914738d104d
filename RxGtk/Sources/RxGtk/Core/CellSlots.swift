import CGtk
import RxCocoa

/// The row slots of a list widget (`ListView`, `GridView`) and the cell each keeps: connected to
/// a `GtkSignalListItemFactory`, it makes a `ListCell` for each slot GTK sets up, asks the
/// program for the cell of a row when GTK binds the slot to the row, ends the cell's use when GTK
/// unbinds it, and marks header rows as neither selectable nor activatable.
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
    /// Whether splices are being applied: GTK 4.8 unbinds and binds again every slot whose row
    /// moved, with the same item, while it handles a splice.
    private var isSplicing = false
    /// The slots GTK unbound during the splices, whose cells' uses end unless GTK binds them
    /// again to the same item.
    private var slotsUnboundWhileSplicing: Set<UnsafeMutableRawPointer> = []
    /// Ends the current use of a cell (RxCocoa's `cellDidEndUse`).
    private let endUse: @MainActor (ListCell) -> Void

    /// Slots over `rows`, connected to `factory` for the factory's life; `endUse` ends a cell's
    /// use when GTK unbinds its slot.
    init(rows: RowModel, factory: UnsafeMutableRawPointer, endUse: @escaping @MainActor (ListCell) -> Void) {
        self.rows = rows
        self.endUse = endUse
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

    /// Replaces the rows with `count` rows whose cells `cellForRow` makes.
    func reload(count: Int, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        self.cellForRow = cellForRow
        rows.replaceRows(count: count)
    }

    /// Applies the splices of `changes` to the rows, then makes again the cells of the updated
    /// rows that a slot shows. Rows kept keep their slots (GTK binds a slot again only when its
    /// item changes), so their cells are not made again.
    func apply(_ changes: ListChangeset, cellForRow: @escaping @MainActor (Int) -> ListCell) {
        self.cellForRow = cellForRow
        isSplicing = true
        for splice in changes.splices {
            rows.splice(at: splice.position, removing: splice.removedCount, inserting: splice.insertedCount)
        }
        isSplicing = false
        let unbound = slotsUnboundWhileSplicing
        slotsUnboundWhileSplicing = []
        for slot in unbound {
            endUse(of: slot)
        }
        guard !changes.updatedRows.isEmpty else { return }
        var slotsByItem: [UnsafeMutableRawPointer: UnsafeMutableRawPointer] = [:]
        for slot in cellsBySlot.keys {
            if let item = gtk_list_item_get_item(OpaquePointer(slot)) {
                slotsByItem[item] = slot
            }
        }
        for row in changes.updatedRows {
            if let item = rows.item(at: row), let slot = slotsByItem[item] {
                bind(slot, to: row)
            }
        }
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

    /// Shows the cell of `row` in `slot`.
    private func bind(_ slot: UnsafeMutableRawPointer, to row: Int) {
        guard let cellForRow else { return }
        let header = isHeaderRow?(row) ?? false
        gtk_list_item_set_selectable(OpaquePointer(slot), header ? 0 : 1)
        gtk_list_item_set_activatable(OpaquePointer(slot), header ? 0 : 1)
        itemsBySlot[slot] = gtk_list_item_get_item(OpaquePointer(slot))
        slotBeingBound = slot
        let cell = cellForRow(row)
        slotBeingBound = nil
        if cellsBySlot[slot] !== cell {
            cellsBySlot[slot] = cell
            gtk_list_item_set_child(OpaquePointer(slot), cell.widgetPointer)
        }
    }

    /// Ends the use of the cell `slot` keeps: the row's subscriptions end with its use, not
    /// when the slot is next bound.
    private func endUse(of slot: UnsafeMutableRawPointer) {
        itemsBySlot[slot] = nil
        if let cell = cellsBySlot[slot] {
            endUse(cell)
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
            if self.slotsUnboundWhileSplicing.remove(slot) != nil,
               let item = gtk_list_item_get_item(OpaquePointer(slot)), self.itemsBySlot[slot] == item {
                // The same row, moved by a splice: its cell stays as it is.
                let header = self.isHeaderRow?(row) ?? false
                gtk_list_item_set_selectable(OpaquePointer(slot), header ? 0 : 1)
                gtk_list_item_set_activatable(OpaquePointer(slot), header ? 0 : 1)
                return
            }
            self.bind(slot, to: row)
        }
        _ = connectSignal("unbind", of: factory, shape: .pointer) { [weak self] argument in
            guard let self, case .pointer(let slot?) = argument else { return }
            if self.isSplicing {
                self.slotsUnboundWhileSplicing.insert(slot)
            } else {
                self.endUse(of: slot)
            }
        }
        _ = connectSignal("teardown", of: factory, shape: .pointer) { [weak self] argument in
            guard let self, case .pointer(let slot?) = argument else { return }
            self.slotsUnboundWhileSplicing.remove(slot)
            self.itemsBySlot[slot] = nil
            self.cellsBySlot[slot] = nil
        }
    }
}
