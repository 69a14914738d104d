import CGtk

/// The user's changes to the selection of a list widget's rows (`ListView`, `GridView`,
/// `ColumnView`), row by row: which rows left the selection and which joined it. GTK's
/// "selection-changed" tells only the range of rows that may have changed, so the rows selected
/// are kept and compared after each change. What the program changes (its own selections, and
/// updates that move selected rows, which GTK does without "selection-changed") is only noted,
/// not reported.
@MainActor
final class RowSelection {
    /// The rows and their selection.
    private let rows: RowModel
    /// The rows selected after the last change.
    private var selected: Set<Int>

    /// Follows the selection of `rows` for the selection's life: after each change the user
    /// makes (one that `isProgrammatic` does not claim), `report` gets the rows deselected and
    /// the rows selected, each in increasing order.
    init(
        rows: RowModel,
        isProgrammatic: @escaping @MainActor () -> Bool,
        report: @escaping @MainActor (_ deselected: [Int], _ selected: [Int]) -> Void
    ) {
        self.rows = rows
        selected = rows.selectedRows
        // The selection model holds the handler, and the handler holds this object (and through
        // it the model) only weakly: the widget that owns both keeps this object.
        _ = connectSignalValues("selection-changed", of: UnsafeMutableRawPointer(rows.selection)) { [weak self] _ in
            guard let self else { return }
            let now = self.rows.selectedRows
            let deselected = self.selected.subtracting(now).sorted()
            let added = now.subtracting(self.selected).sorted()
            self.selected = now
            if !isProgrammatic(), !deselected.isEmpty || !added.isEmpty {
                report(deselected, added)
            }
        }
    }

    /// Notes the rows selected now, after the program changed the rows.
    func noteProgramChange() {
        selected = rows.selectedRows
    }
}
