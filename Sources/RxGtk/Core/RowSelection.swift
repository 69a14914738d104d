#if GTK
import CGtk

/// The user's changes to the selection of a list widget's rows (`ListView`, `GridView`,
/// `ColumnView`, `ListBox`, `FlowBox`), row by row: which rows left the selection and which
/// joined it. GTK's signals tell only that the selection changed, or a range of rows that may
/// have changed, so the rows selected are kept and compared after each change. What the program
/// changes (its own selections, and updates that move selected rows, which GTK does without a
/// signal) is only noted, not reported.
@MainActor
final class RowSelection {
    /// The rows selected now.
    private let selectedNow: @MainActor () -> Set<Int>
    /// The rows selected after the last change.
    private var selected: Set<Int>

    /// Follows the selection of `rows` for the selection's life, through its selection
    /// model's "selection-changed".
    convenience init(
        rows: RowModel,
        isProgrammatic: @escaping @MainActor () -> Bool,
        report: @escaping @MainActor (_ deselected: [Int], _ selected: [Int]) -> Void
    ) {
        self.init(emitter: UnsafeMutableRawPointer(rows.selection), signal: "selection-changed", selectedRows: { rows.selectedRows }, isProgrammatic: isProgrammatic, report: report)
    }

    /// Follows a selection for the life of `emitter`, which emits `signal` after each change:
    /// after each change the user makes (one that `isProgrammatic` does not claim), `report`
    /// gets the rows deselected and the rows selected, each in increasing order.
    /// `selectedRows` reads the rows selected.
    init(
        emitter: UnsafeMutableRawPointer,
        signal: String,
        selectedRows: @escaping @MainActor () -> Set<Int>,
        isProgrammatic: @escaping @MainActor () -> Bool,
        report: @escaping @MainActor (_ deselected: [Int], _ selected: [Int]) -> Void
    ) {
        selectedNow = selectedRows
        selected = selectedRows()
        // The emitter holds the handler, and the handler holds this object only weakly: the
        // widget that owns the emitter keeps this object.
        _ = connectSignalValues(signal, of: emitter) { [weak self] _ in
            guard let self else { return }
            let now = self.selectedNow()
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
        selected = selectedNow()
    }
}
#endif
