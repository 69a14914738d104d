#if GTK
import CGtk

/// The user's deletions and moves of a list widget's rows (`ListView`, `GridView`,
/// `ColumnView`), as its `RowEditing` allows them. GTK 4's list views have neither, so the
/// editor adds to the view a key controller (Delete, Alt+Up, Alt+Down), and for moves a drag
/// source, whose content is the dragged row's number (a `guint`), and a drop target for it.
/// It decides what the user did, by the rules `RowEditing` documents, and reports it; it never
/// changes the rows.
@MainActor
final class RowEditor {
    /// How a view lays out its rows, which says which half of a row a drop lands in.
    enum Axis {
        /// One row under the other (`ListView`, `ColumnView`): the upper half places the dropped
        /// row before the row, the lower half after it.
        case vertical
        /// Left to right, then the next line (`GridView`): the left half places it before, the
        /// right half after.
        case horizontal
    }

    /// What the user did to the rows.
    enum Edit: Equatable {
        /// Deleted the row.
        case deleted(Int)
        /// Moved the row `from` so that it is at `to` once moved.
        case moved(from: Int, to: Int)
    }

    /// The list widget.
    private let view: UnsafeMutablePointer<GtkWidget>
    /// The rows and their selection.
    private let rows: RowModel
    private let axis: Axis
    /// The widgets that show the rows on screen, with their rows (several per row in a column
    /// view: one per column).
    private let rowWidgets: @MainActor () -> [(row: Int, widget: UnsafeMutablePointer<GtkWidget>)]
    /// Whether a row is a section header.
    private let isHeaderRow: @MainActor (Int) -> Bool
    /// Tells the list's program.
    private let report: @MainActor (Edit) -> Void
    /// The key controller, added while any editing is allowed.
    private var keyController: OpaquePointer?
    /// The drag source and the drop target, added while moving is allowed.
    private var dragControllers: (source: OpaquePointer, target: OpaquePointer)?
    /// The row being dragged, its widget and where in that widget the drag began.
    private var dragged: (row: Int, widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double)?

    /// An editor of the rows of `view`, laid out along `axis`, whose widgets on screen
    /// `rowWidgets` gives; `report` hears what the user did.
    init(
        view: UnsafeMutablePointer<GtkWidget>,
        rows: RowModel,
        axis: Axis,
        rowWidgets: @escaping @MainActor () -> [(row: Int, widget: UnsafeMutablePointer<GtkWidget>)],
        isHeaderRow: @escaping @MainActor (Int) -> Bool,
        report: @escaping @MainActor (Edit) -> Void
    ) {
        self.view = view
        self.rows = rows
        self.axis = axis
        self.rowWidgets = rowWidgets
        self.isHeaderRow = isHeaderRow
        self.report = report
    }

    /// What the user may do; the controllers are added and removed to match.
    var options: RowEditing = [] {
        didSet {
            updateControllers()
        }
    }

    /// Acts as the user deleting `selected`: reports each row that may be deleted, highest
    /// first. Whether any was reported.
    @discardableResult
    func deleteRows(_ selected: Set<Int>) -> Bool {
        guard options.contains(.deleting) else { return false }
        let deleted = selected.filter { $0 >= 0 && $0 < rows.count && !isHeaderRow($0) }.sorted(by: >)
        guard !deleted.isEmpty else { return false }
        let hadFocus = hasFocus
        for row in deleted {
            report(.deleted(row))
        }
        // The focused row may have gone with the rows the program removed.
        if hadFocus, !hasFocus {
            gtk_widget_grab_focus(view)
        }
        return true
    }

    /// Acts as the user moving `row` to `destination` (its index once moved), if the rules
    /// allow it. Whether the move was reported.
    @discardableResult
    func moveRow(_ row: Int, to destination: Int) -> Bool {
        guard options.contains(.moving), allowsMove(of: row, to: destination) else { return false }
        let hadFocus = hasFocus
        report(.moved(from: row, to: destination))
        // Keyboard moves go on from the moved row: when the program moved it at once, taking
        // its selection along, the focus follows it too (a moved row is a new row to GTK, and
        // the old one had the focus).
        if hadFocus {
            let movedRow = rows.selectedRows.contains(destination) ? rowWidgets().first { $0.row == destination }?.widget : nil
            let focusedMovedRow = movedRow.map { gtk_widget_grab_focus($0) != 0 } ?? false
            if !focusedMovedRow, !hasFocus {
                gtk_widget_grab_focus(view)
            }
        }
        return true
    }

    /// Whether `row` may be moved to `destination`.
    private func allowsMove(of row: Int, to destination: Int) -> Bool {
        let range = 0..<rows.count
        return row != destination && range.contains(row) && range.contains(destination)
            && !isHeaderRow(row) && !(destination == 0 && isHeaderRow(0))
    }

    /// Where `row` lands when dropped before (`after` false) or after `target`: its index once
    /// moved, or `nil` when it would stay where it is.
    private static func destination(of row: Int, droppedOn target: Int, after: Bool) -> Int? {
        guard target != row else { return nil }
        let gap = after ? target + 1 : target
        let destination = gap > row ? gap - 1 : gap
        return destination == row ? nil : destination
    }

    /// Whether the keyboard focus is in the view.
    private var hasFocus: Bool {
        guard let root = gtk_widget_get_root(view), let focus = gtk_root_get_focus(root) else { return false }
        return focus == view || gtk_widget_is_ancestor(focus, view) != 0
    }

    // MARK: - Keys

    /// Handles a key the view's focused widget left: whether it was the editor's.
    private func keyPressed(_ keyval: UInt32, modifiers: KeyModifiers) -> Bool {
        let held = modifiers.intersection([.shift, .control, .alt, .super])
        let key = Int32(keyval)
        if held.isEmpty, key == GDK_KEY_Delete || key == GDK_KEY_KP_Delete {
            return deleteRows(rows.selectedRows)
        }
        guard held == .alt else { return false }
        var earlier: Set<Int32> = [GDK_KEY_Up, GDK_KEY_KP_Up]
        var later: Set<Int32> = [GDK_KEY_Down, GDK_KEY_KP_Down]
        if axis == .horizontal {
            earlier.formUnion([GDK_KEY_Left, GDK_KEY_KP_Left])
            later.formUnion([GDK_KEY_Right, GDK_KEY_KP_Right])
        }
        if earlier.contains(key) { return moveSelectedRow(by: -1) }
        if later.contains(key) { return moveSelectedRow(by: 1) }
        return false
    }

    /// Moves the selected row by `offset` places, when exactly one row is selected.
    private func moveSelectedRow(by offset: Int) -> Bool {
        let selected = rows.selectedRows
        guard selected.count == 1, let row = selected.first else { return false }
        return moveRow(row, to: row + offset)
    }

    // MARK: - Drag and drop

    /// The row shown at (`x`, `y`) of the view, with the widget that shows it and the point in
    /// that widget's coordinates.
    private func row(at x: Double, _ y: Double) -> (row: Int, widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double)? {
        for (row, widget) in rowWidgets() where gtk_widget_get_mapped(widget) != 0 {
            var left = 0.0, top = 0.0
            guard gtk_widget_translate_coordinates(widget, view, 0, 0, &left, &top) != 0 else { continue }
            let width = Double(gtk_widget_get_width(widget)), height = Double(gtk_widget_get_height(widget))
            if x >= left, x < left + width, y >= top, y < top + height {
                return (row, widget, x - left, y - top)
            }
        }
        return nil
    }

    /// The content of a drag that begins at (`x`, `y`) of the view: the number of the row
    /// there, or `nil` (no drag) over a header or outside the rows.
    private func dragContent(at x: Double, _ y: Double) -> UnsafeMutableRawPointer? {
        guard options.contains(.moving), let pressed = row(at: x, y), !isHeaderRow(pressed.row) else {
            dragged = nil
            return nil
        }
        dragged = pressed
        var value = GValue()
        g_value_init(&value, rxgtk_type_uint())
        g_value_set_uint(&value, guint(pressed.row))
        defer { g_value_unset(&value) }
        return gdk_content_provider_new_for_value(&value).map { UnsafeMutableRawPointer($0) }
    }

    /// Shows the dragged row under the pointer, held where it was pressed.
    private func setDragIcon(of source: OpaquePointer) {
        guard let dragged, let paintable = gtk_widget_paintable_new(dragged.widget) else { return }
        gtk_drag_source_set_icon(source, paintable, Int32(dragged.x), Int32(dragged.y))
        g_object_unref(UnsafeMutableRawPointer(paintable))
    }

    /// Reports the move of the row `value` names dropped at (`x`, `y`) of the view, if the drop
    /// comes from this view's drag and the rules allow it: whether it was taken.
    private func drop(_ value: UnsafeMutableRawPointer, x: Double, y: Double, source: OpaquePointer, target: OpaquePointer) -> Bool {
        let value = value.assumingMemoryBound(to: GValue.self)
        guard value.pointee.g_type == rxgtk_type_uint(),
              let drag = gtk_drag_source_get_drag(source),
              let drop = gtk_drop_target_get_current_drop(target), gdk_drop_get_drag(drop) == drag,
              let over = row(at: x, y), !isHeaderRow(over.row) else { return false }
        let row = Int(g_value_get_uint(value))
        let length = axis == .vertical ? Double(gtk_widget_get_height(over.widget)) : Double(gtk_widget_get_width(over.widget))
        let after = (axis == .vertical ? over.y : over.x) >= length / 2
        guard let destination = RowEditor.destination(of: row, droppedOn: over.row, after: after) else { return false }
        return moveRow(row, to: destination)
    }

    // MARK: - Controllers

    /// Adds the controllers `options` needs and removes those it no longer needs.
    private func updateControllers() {
        if options.isEmpty, let controller = keyController {
            gtk_widget_remove_controller(view, controller)
            keyController = nil
        } else if !options.isEmpty, keyController == nil {
            keyController = addKeyController()
        }
        if !options.contains(.moving), let controllers = dragControllers {
            gtk_widget_remove_controller(view, controllers.source)
            gtk_widget_remove_controller(view, controllers.target)
            dragControllers = nil
            dragged = nil
        } else if options.contains(.moving), dragControllers == nil {
            dragControllers = addDragControllers()
        }
    }

    /// A key controller on the view, which hears the keys its focused row leaves (bubbling).
    private func addKeyController() -> OpaquePointer {
        let controller = gtk_event_controller_key_new()!
        _ = connectAnsweringSignalValues("key-pressed", of: UnsafeMutableRawPointer(controller), handler: { [weak self] arguments in
            guard let self, arguments.count == 3, case .uint(let keyval) = arguments[0], case .uint(let state) = arguments[2] else { return nil }
            return .bool(self.keyPressed(UInt32(keyval), modifiers: KeyModifiers(rawValue: UInt32(state))))
        })
        // The view owns the controller, which owns its handlers.
        gtk_widget_add_controller(view, controller)
        return controller
    }

    /// A drag source whose content is the pressed row's number, and a drop target for it.
    private func addDragControllers() -> (source: OpaquePointer, target: OpaquePointer) {
        let source = gtk_drag_source_new()!
        gtk_drag_source_set_actions(source, GDK_ACTION_MOVE)
        _ = connectAnsweringSignalValues("prepare", of: UnsafeMutableRawPointer(source), handler: { [weak self] arguments in
            guard let self, arguments.count == 2, let x = arguments[0].number, let y = arguments[1].number else { return .object(nil) }
            return .object(self.dragContent(at: x, y))
        })
        _ = connectSignalValues("drag-begin", of: UnsafeMutableRawPointer(source)) { [weak self] _ in
            self?.setDragIcon(of: source)
        }
        _ = connectSignalValues("drag-end", of: UnsafeMutableRawPointer(source)) { [weak self] _ in
            self?.dragged = nil
        }
        // A row dropped nowhere has not moved, so there is nothing to show it going back: the
        // drag ends at once, without GDK's "drag failed" animation, whose icon, shown again on
        // every frame for half a second, is a surface the next drag's events can reach, and the
        // row's next drop could be lost there, never finished.
        _ = connectAnsweringSignalValues("drag-cancel", of: UnsafeMutableRawPointer(source), handler: { _ in .bool(true) })
        let target = gtk_drop_target_new(rxgtk_type_uint(), GDK_ACTION_MOVE)!
        _ = connectAnsweringSignalValues("drop", of: UnsafeMutableRawPointer(target), handler: { [weak self] arguments in
            guard let self, arguments.count == 3, case .pointer(let value?) = arguments[0], let x = arguments[1].number, let y = arguments[2].number else { return .bool(false) }
            return .bool(self.drop(value, x: x, y: y, source: source, target: target))
        })
        gtk_widget_add_controller(view, OpaquePointer(UnsafeMutableRawPointer(source)))
        gtk_widget_add_controller(view, OpaquePointer(UnsafeMutableRawPointer(target)))
        return (OpaquePointer(UnsafeMutableRawPointer(source)), OpaquePointer(UnsafeMutableRawPointer(target)))
    }
}
#endif
