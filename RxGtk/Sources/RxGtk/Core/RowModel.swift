import CGtk
import Glibc

/// The rows of a GTK list widget: a `GtkStringList` counts them (and holds their strings, for a
/// drop-down) and a `GtkSingleSelection` over it selects one. The list views and the drop-down
/// share it; it keeps its own reference to both objects for the widget's life.
@MainActor
final class RowModel {
    /// The string list, one string per row.
    let strings: OpaquePointer
    /// The selection over `strings`.
    let selection: OpaquePointer
    /// How many rows there are.
    private(set) var count = 0

    /// Creates an empty model whose selection selects nothing until asked.
    init() {
        strings = gtk_string_list_new(nil)!
        selection = gtk_single_selection_new(OpaquePointer(UnsafeMutableRawPointer(strings)))!
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
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

    /// The selected row, if any. Setting it selects the row as a click would.
    var selectedRow: Int? {
        get {
            let position = gtk_single_selection_get_selected(selection)
            return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
        }
        set {
            gtk_single_selection_set_selected(selection, newValue.map { UInt32($0) } ?? GTK_INVALID_LIST_POSITION)
        }
    }
}
