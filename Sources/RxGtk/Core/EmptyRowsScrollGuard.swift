#if GTK
import CGtk

/// Keeps a list widget (`ListView`, `GridView`, `ColumnView`) from hearing its scroll
/// adjustments while it has no rows.
///
/// GTK 4.8's list views answer each change of a scroll adjustment by looking for the row at the
/// new position. When the last row goes, the adjustments still span the old rows until the
/// view's next layout, and a scroll in between (the wheel turned as a search empties the list)
/// finds no row: GTK warns "GtkListView failed to scroll to given position" (later versions
/// return early on an empty list). With no rows there is nothing to scroll to, and the first
/// layout after rows come back sets the adjustments from the rows again.
@MainActor
final class EmptyRowsScrollGuard {
    /// The list widget or the widget around it (a `GtkColumnView` holds a `GtkListView`).
    private let view: UnsafeMutablePointer<GtkWidget>
    /// The list's handlers blocked while there are no rows, each with its adjustment (referenced).
    private var blocked: [(adjustment: UnsafeMutablePointer<GtkAdjustment>, handlerID: gulong)] = []

    /// Follows the rows of `rows`, shown by `view`, for the rows' life.
    init(view: UnsafeMutablePointer<GtkWidget>, rows: RowModel) {
        self.view = view
        let model = rows.listModel
        // The row model holds the handler, which holds this object only weakly: the view that
        // owns the row model keeps this object.
        _ = connectSignalValues("items-changed", of: UnsafeMutableRawPointer(model)) { [weak self] _ in
            self?.rowsChanged(empty: g_list_model_get_n_items(model) == 0)
        }
    }

    isolated deinit {
        unblock()
    }

    /// Blocks the list's handlers when the last row went, and lets them go when rows came back.
    private func rowsChanged(empty: Bool) {
        if !empty {
            unblock()
        } else if blocked.isEmpty, let list = listWidget() {
            let scrollable = OpaquePointer(list)
            block(adjustments: [gtk_scrollable_get_hadjustment(scrollable), gtk_scrollable_get_vadjustment(scrollable)], of: list)
        }
    }

    /// The `GtkListView` or `GtkGridView` itself: `view`, or its child.
    private func listWidget() -> UnsafeMutablePointer<GtkWidget>? {
        ([view] + Widget.children(of: view)).first { widget in
            let type = rxgtk_object_type(widget)
            return g_type_is_a(type, gtk_list_view_get_type()) != 0 || g_type_is_a(type, gtk_grid_view_get_type()) != 0
        }
    }

    /// Blocks the handler of `list` for "value-changed" of each of `adjustments`.
    private func block(adjustments: [UnsafeMutablePointer<GtkAdjustment>?], of list: UnsafeMutablePointer<GtkWidget>) {
        let valueChanged = g_signal_lookup("value-changed", gtk_adjustment_get_type())
        let match = GSignalMatchType(rawValue: G_SIGNAL_MATCH_ID.rawValue | G_SIGNAL_MATCH_DATA.rawValue)
        for case let adjustment? in adjustments {
            let handlerID = g_signal_handler_find(adjustment, match, valueChanged, 0, nil, nil, list)
            guard handlerID != 0 else { continue }
            g_signal_handler_block(adjustment, handlerID)
            g_object_ref(adjustment)
            blocked.append((adjustment, handlerID))
        }
    }

    /// Unblocks the handlers blocked, those the list has not disconnected meanwhile (a list put
    /// in another scrolled window takes its adjustments).
    private func unblock() {
        for (adjustment, handlerID) in blocked {
            if g_signal_handler_is_connected(adjustment, handlerID) != 0 {
                g_signal_handler_unblock(adjustment, handlerID)
            }
            g_object_unref(adjustment)
        }
        blocked = []
    }
}
#endif
