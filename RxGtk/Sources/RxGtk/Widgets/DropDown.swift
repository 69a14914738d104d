import CGtk

/// A button that opens a list of strings to choose one from (`GtkDropDown` over a
/// `GtkStringList`).
@MainActor
public final class DropDown: Widget {
    /// The choices, kept by the wrapper too.
    private let choices: OpaquePointer
    private var choiceCount = 0

    /// Creates a drop-down offering `items`.
    public init(items: [String] = []) {
        let choices = gtk_string_list_new(nil)!
        self.choices = choices
        super.init(taking: UnsafeMutableRawPointer(gtk_drop_down_new(OpaquePointer(UnsafeMutableRawPointer(choices)), nil)))
        g_object_ref(UnsafeMutableRawPointer(choices))
        self.items = items
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(choices))
    }

    /// The strings offered.
    public var items: [String] {
        get {
            (0..<choiceCount).map { String(cString: gtk_string_list_get_string(choices, UInt32($0))) }
        }
        set {
            let removed = UInt32(choiceCount)
            choiceCount = newValue.count
            let copies = newValue.map { UnsafePointer<CChar>(strdup($0)!) }
            defer { copies.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
            var additions: [UnsafePointer<CChar>?] = copies
            additions.append(nil)
            additions.withUnsafeMutableBufferPointer { buffer in
                gtk_string_list_splice(choices, 0, removed, buffer.baseAddress)
            }
        }
    }

    /// The index of the chosen string, `nil` when none is. Setting it notifies
    /// "notify::selected", as GTK does.
    public var selectedIndex: Int? {
        get {
            let position = gtk_drop_down_get_selected(OpaquePointer(pointer))
            return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
        }
        set {
            gtk_drop_down_set_selected(OpaquePointer(pointer), newValue.map { UInt32($0) } ?? GTK_INVALID_LIST_POSITION)
        }
    }
}
