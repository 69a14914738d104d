#if GTK
import CGtk

/// A row of buttons, one for each page of a `Stack`, that shows the page clicked
/// (`GtkStackSwitcher`).
@MainActor
public final class StackSwitcher: Widget {
    /// Creates the buttons of the pages of `stack`, titled by their titles.
    public init(stack: Stack) {
        super.init(taking: UnsafeMutableRawPointer(gtk_stack_switcher_new()))
        gtk_stack_switcher_set_stack(OpaquePointer(pointer), OpaquePointer(stack.pointer))
    }
}
#endif
