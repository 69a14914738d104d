#if GTK
/// What the user may do to a list's rows besides selecting and activating them, as a UIKit
/// table in editing mode lets them delete and reorder rows. A list allows nothing by default
/// (`[]`): it never reacts to the Delete key or to drags of its rows until its program asks.
///
/// The list only reports what the user did (`rx.itemDeleted`, `rx.itemMoved`,
/// `rx.modelDeleted`); the program changes its elements, and an identity-aware binding
/// (`rx.identifiedItems`, `rx.items(id:)`) then removes or moves the row in place.
///
/// Section header rows (`rx.items(sections:header:cell:)`) are never deleted, moved or dragged,
/// and take no drop; a row may be moved past a header into the next section (Alt+Up on the first
/// row of a section makes it the last of the section above), but never above the first row
/// when that row is a header. A drop on the dragged row itself, one that would leave the row
/// where it is, and one dragged from another list report nothing.
public struct RowEditing: OptionSet, Sendable, Hashable {
    /// The options' bits.
    public let rawValue: Int

    /// The options of the bits `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The Delete key (or the keypad's Delete), pressed while the list has the keyboard focus,
    /// deletes the selected rows: each is reported, highest first, so the program can remove
    /// them one after another. Section header rows are never deleted.
    public static let deleting = RowEditing(rawValue: 1 << 0)

    /// The user moves rows: drags a row and drops it on the upper or the lower half of another
    /// (a grid's: the left or the right half) to place it before or after that one, or presses
    /// Alt+Up and Alt+Down (a grid's Alt+Left and Alt+Right too) to move the selected row by one
    /// place. Each move is reported with UIKit's meaning: the row's index after the move.
    public static let moving = RowEditing(rawValue: 1 << 1)
}
#endif
