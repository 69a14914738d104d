#if GTK
import CGtk

/// A stack of pages the user goes forward into and back out of, as UIKit's navigation
/// controller: a bar with a back button and the top page's title over the pages, which slide in
/// and out (a `GtkStack`; GTK 4.8 has no navigation view of its own). The program pushes pages;
/// the user goes back with the back button, which the program can also do (`pop()`).
///
/// The view keeps no wrappers of its pages: GTK holds them while they are on the stack. A popped
/// page is removed, so its wrapper goes, and its bindings end, once the program lets go of it.
@MainActor
public final class NavigationView: Widget {
    /// The title and the GtkStack name of each page, the root first.
    private var entries: [(name: String, title: String)] = []
    /// How many pages were ever pushed, for unique page names.
    private var pushedCount = 0
    private let stackWidget: UnsafeMutablePointer<GtkWidget>
    /// The bar's back button.
    let backButton: Button
    private let titleLabel: Label

    /// Creates the view showing `root`, titled `title`.
    public init(root: Widget, title: String) {
        stackWidget = gtk_stack_new()!
        backButton = Button(label: "Back")
        titleLabel = Label(title)
        let bar = Box(.horizontal, spacing: 8)
        bar.append(backButton)
        bar.append(titleLabel)
        super.init(taking: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)))
        let box = pointer.assumingMemoryBound(to: GtkBox.self)
        gtk_box_append(box, bar.widgetPointer)
        gtk_box_append(box, stackWidget)
        gtk_widget_set_vexpand(stackWidget, 1)
        gtk_stack_set_transition_type(stack, GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT)
        add(root, title: title)
        showTop()
        backButton.connect("clicked") { [weak self] in self?.pop() }
    }

    private var stack: OpaquePointer {
        OpaquePointer(stackWidget)
    }

    /// The stack emits the change of its visible page; the view the rest.
    public override func signalInstance(for signal: String) -> UnsafeMutableRawPointer {
        signal == "notify::visible-child" ? UnsafeMutableRawPointer(stackWidget) : pointer
    }

    /// Shows `page`, titled `title`, on top of the pages shown before.
    public func push(_ page: Widget, title: String) {
        add(page, title: title)
        showTop()
    }

    /// Goes back to the page under the top one and removes the top one, as the back button does;
    /// the root page stays.
    public func pop() {
        guard entries.count > 1 else { return }
        let removed = entries.removeLast()
        showTop()
        if let page = gtk_stack_get_child_by_name(stack, removed.name) {
            gtk_stack_remove(stack, page)
        }
    }

    /// Acts as the user pressing the back button. Does nothing if the user could not
    /// (`isUsableByUser`; the back button is hidden on the root page).
    public func goBack() {
        backButton.click()
    }

    /// The page shown.
    public var topPage: Widget? {
        entries.last.flatMap { Widget.wrapper(of: gtk_stack_get_child_by_name(stack, $0.name).map(UnsafeMutableRawPointer.init)) }
    }

    /// The titles of the pages, the root first.
    public var titles: [String] {
        entries.map(\.title)
    }

    private func add(_ page: Widget, title: String) {
        pushedCount += 1
        let name = "page-\(pushedCount)"
        gtk_stack_add_named(stack, page.widgetPointer, name)
        entries.append((name, title))
    }

    /// Shows the top page and its title; the back button shows over every page but the root.
    private func showTop() {
        guard let top = entries.last else { return }
        gtk_stack_set_visible_child_name(stack, top.name)
        titleLabel.text = top.title
        backButton.isHidden = entries.count < 2
    }
}
#endif
