#if GTK
import CGtk

/// A container that places its children in the cells of a table, each over one cell or a block
/// of cells (`GtkGrid`).
@MainActor
public final class Grid: Widget {
    /// Creates an empty grid with `rowSpacing` pixels between its rows and `columnSpacing`
    /// between its columns.
    public init(rowSpacing: UInt32 = 6, columnSpacing: UInt32 = 6) {
        super.init(taking: UnsafeMutableRawPointer(gtk_grid_new()))
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
    }

    private var gridPointer: UnsafeMutablePointer<GtkGrid> {
        pointer.assumingMemoryBound(to: GtkGrid.self)
    }

    /// Places `child` with its top left corner in the cell at `column` and `row` (from 0),
    /// over `columnSpan` columns and `rowSpan` rows.
    public func attach(_ child: Widget, column: Int32, row: Int32, columnSpan: Int32 = 1, rowSpan: Int32 = 1) {
        gtk_grid_attach(gridPointer, child.widgetPointer, column, row, columnSpan, rowSpan)
    }

    /// Removes `child`.
    public func remove(_ child: Widget) {
        gtk_grid_remove(gridPointer, child.widgetPointer)
    }

    /// The wrapped widget that covers the cell at `column` and `row`, if any.
    public func child(atColumn column: Int32, row: Int32) -> Widget? {
        Widget.wrapper(of: gtk_grid_get_child_at(gridPointer, column, row))
    }

    /// Where `child` is: its top left cell and how many columns and rows it covers.
    public func placement(of child: Widget) -> (column: Int32, row: Int32, columnSpan: Int32, rowSpan: Int32) {
        var column: Int32 = 0, row: Int32 = 0, columnSpan: Int32 = 0, rowSpan: Int32 = 0
        gtk_grid_query_child(gridPointer, child.widgetPointer, &column, &row, &columnSpan, &rowSpan)
        return (column, row, columnSpan, rowSpan)
    }

    /// The pixels between rows.
    public var rowSpacing: UInt32 {
        get { gtk_grid_get_row_spacing(gridPointer) }
        set { gtk_grid_set_row_spacing(gridPointer, newValue) }
    }

    /// The pixels between columns.
    public var columnSpacing: UInt32 {
        get { gtk_grid_get_column_spacing(gridPointer) }
        set { gtk_grid_set_column_spacing(gridPointer, newValue) }
    }

    /// Whether every row is as high as the highest.
    public var rowsAreHomogeneous: Bool {
        get { gtk_grid_get_row_homogeneous(gridPointer) != 0 }
        set { gtk_grid_set_row_homogeneous(gridPointer, newValue ? 1 : 0) }
    }

    /// Whether every column is as wide as the widest.
    public var columnsAreHomogeneous: Bool {
        get { gtk_grid_get_column_homogeneous(gridPointer) != 0 }
        set { gtk_grid_set_column_homogeneous(gridPointer, newValue ? 1 : 0) }
    }
}
#endif
