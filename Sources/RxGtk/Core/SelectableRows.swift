#if GTK
/// A widget whose user selects rows (`ListView`, `GridView`, `ColumnView`, `ListBox`, `FlowBox`):
/// what `rx.selectedRow` and `rx.selectedModel` need.
@MainActor
public protocol SelectableRows: Widget {
    /// The selected row, if any (the first, when several are). Setting it selects the row alone
    /// (`nil`: none) as the program, which the user's selection events do not report.
    var selectedRow: Int? { get set }
    /// How many rows are shown.
    var rowCount: Int { get }
    /// The signal GTK emits after each change to the selection, by the object
    /// `signalInstance(for:)` names for it.
    var selectionChangedSignal: String { get }
}
#endif
