#if GTK
import CGtk
import Glibc
import RxCocoa

/// The rows of a GTK list widget: a `GtkStringList` counts them (and holds their strings, for a
/// drop-down) and a `GtkSingleSelection` over it selects one, or a `GtkMultiSelection` any. The
/// list views and the drop-down share it; it keeps its own reference to both objects for the
/// widget's life.
@MainActor
final class RowModel {
    /// The string list, one string per row.
    let strings: OpaquePointer
    /// The selection over `strings`.
    let selection: OpaquePointer
    /// Whether the selection selects any number of rows (a `GtkMultiSelection`).
    let selectsMultipleRows: Bool
    /// How many rows there are.
    private(set) var count = 0

    /// Creates an empty model whose selection selects nothing until asked: one row at a time,
    /// or any number with `multipleSelection`.
    init(multipleSelection: Bool = false) {
        strings = gtk_string_list_new(nil)!
        selectsMultipleRows = multipleSelection
        let list = OpaquePointer(UnsafeMutableRawPointer(strings))
        if multipleSelection {
            selection = OpaquePointer(UnsafeMutableRawPointer(gtk_multi_selection_new(list)!))
        } else {
            selection = gtk_single_selection_new(list)!
            gtk_single_selection_set_autoselect(selection, 0)
            gtk_single_selection_set_can_unselect(selection, 1)
        }
        // The selection took the list's first reference; the model keeps one of each.
        g_object_ref(UnsafeMutableRawPointer(strings))
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(selection))
        g_object_unref(UnsafeMutableRawPointer(strings))
    }

    /// The string list as the `GListModel` a drop-down takes.
    var listModel: OpaquePointer {
        OpaquePointer(UnsafeMutableRawPointer(strings))
    }

    /// The selection as the `GtkSelectionModel` a list view takes.
    var selectionModel: OpaquePointer {
        OpaquePointer(UnsafeMutableRawPointer(selection))
    }

    /// Replaces every row with one row per string of `rows`.
    func replaceRows(with rows: [String]) {
        let removed = UInt32(count)
        count = rows.count
        let copies = rows.map { UnsafePointer<CChar>(strdup($0)!) }
        defer { copies.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        var additions: [UnsafePointer<CChar>?] = copies
        additions.append(nil)
        additions.withUnsafeMutableBufferPointer { buffer in
            gtk_string_list_splice(strings, 0, removed, buffer.baseAddress)
        }
    }

    /// Replaces every row with `count` rows that carry no string of their own (their cells
    /// show what the program makes for them).
    func replaceRows(count: Int) {
        replaceRows(with: Array(repeating: "", count: count))
    }

    /// The string of `row`.
    func string(at row: Int) -> String {
        String(cString: gtk_string_list_get_string(strings, UInt32(row)))
    }

    /// Removes `removedCount` rows at `position` and inserts `insertedCount` rows there that
    /// carry no string of their own; the other rows stay, selected or not.
    func splice(at position: Int, removing removedCount: Int, inserting insertedCount: Int) {
        count += insertedCount - removedCount
        let empty = strdup("")!
        defer { free(empty) }
        var additions = [UnsafePointer<CChar>?](repeating: UnsafePointer(empty), count: insertedCount)
        additions.append(nil)
        additions.withUnsafeMutableBufferPointer { buffer in
            gtk_string_list_splice(strings, UInt32(position), UInt32(removedCount), buffer.baseAddress)
        }
    }

    /// Applies the splices of `changes` to the rows; the rows kept stay, selected or not, and a
    /// moved row, which is a new row to GTK, is selected again when it was.
    func apply(_ changes: ListChangeset) {
        let selectedBefore = selectedRows
        for splice in changes.splices {
            self.splice(at: splice.position, removing: splice.removedCount, inserting: splice.insertedCount)
        }
        let selectedAfter = Set(selectedBefore.compactMap(changes.newRow(forOldRow:)))
        if selectedRows != selectedAfter {
            selectedRows = selectedAfter
        }
    }

    /// The item object of `row`, as list items hold it.
    func item(at row: Int) -> UnsafeMutableRawPointer? {
        guard let item = g_list_model_get_item(listModel, UInt32(row)) else { return nil }
        // The string list keeps its own reference for as long as the row exists.
        g_object_unref(item)
        return item
    }

    /// The selected row, if any (the first, when several are). Setting it selects the row
    /// alone, as a click would, or nothing.
    var selectedRow: Int? {
        get {
            guard !selectsMultipleRows else { return selectedRows.min() }
            let position = gtk_single_selection_get_selected(selection)
            return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
        }
        set {
            guard !selectsMultipleRows else {
                selectedRows = newValue.map { [$0] } ?? []
                return
            }
            gtk_single_selection_set_selected(selection, newValue.map { UInt32($0) } ?? GTK_INVALID_LIST_POSITION)
        }
    }

    /// The selected rows. Setting it selects exactly these rows (one at most, for a single
    /// selection).
    var selectedRows: Set<Int> {
        get {
            let bitset = gtk_selection_model_get_selection(selectionModel)!
            defer { gtk_bitset_unref(bitset) }
            var rows: Set<Int> = []
            var iterator = GtkBitsetIter()
            var value: guint = 0
            var more = gtk_bitset_iter_init_first(&iterator, bitset, &value)
            while more != 0 {
                rows.insert(Int(value))
                more = gtk_bitset_iter_next(&iterator, &value)
            }
            return rows
        }
        set {
            guard selectsMultipleRows else {
                selectedRow = newValue.min()
                return
            }
            let selected = gtk_bitset_new_empty()!
            let mask = gtk_bitset_new_range(0, guint(count))!
            defer {
                gtk_bitset_unref(selected)
                gtk_bitset_unref(mask)
            }
            for row in newValue {
                gtk_bitset_add(selected, guint(row))
            }
            gtk_selection_model_set_selection(selectionModel, selected, mask)
        }
    }
}
#endif
