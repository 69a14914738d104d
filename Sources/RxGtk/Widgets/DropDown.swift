#if GTK
import CGtk

/// A button that opens a list of strings to choose one from (`GtkDropDown` over a
/// `GtkStringList`).
@MainActor
public final class DropDown: Widget {
    /// The choices (the drop-down selects among them itself).
    private let choices = RowModel()

    /// Creates a drop-down offering `items`.
    public init(items: [String] = []) {
        // The drop-down takes the list's reference; the row model keeps its own.
        g_object_ref(UnsafeMutableRawPointer(choices.strings))
        super.init(taking: UnsafeMutableRawPointer(gtk_drop_down_new(choices.listModel, nil)))
        self.items = items
    }

    /// The strings offered.
    public var items: [String] {
        get { (0..<choices.count).map { choices.string(at: $0) } }
        set { choices.replaceRows(with: newValue) }
    }

    /// The index of the chosen string, `nil` when none is. Setting it notifies
    /// "notify::selected", as GTK does, which `rx.selectedIndex` does not report: the
    /// program's own set is not a choice of the user (`choose(_:)` is).
    public var selectedIndex: Int? {
        get {
            let position = gtk_drop_down_get_selected(OpaquePointer(pointer))
            return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
        }
        set {
            performProgrammaticChange { select(newValue) }
        }
    }

    /// Acts as the user choosing the string at `index` (or none): "notify::selected". Does
    /// nothing if the user could not (`isUsableByUser`).
    public func choose(_ index: Int?) {
        actAsUser { select(index) }
    }

    private func select(_ index: Int?) {
        gtk_drop_down_set_selected(OpaquePointer(pointer), index.map { UInt32($0) } ?? GTK_INVALID_LIST_POSITION)
    }
}
#endif
