import RxGtk

/// The gallery's window: a sidebar listing the pages and the page chosen in it.
@MainActor
public final class GalleryWindow {
    /// The window.
    public let window = Window(title: "RxSwift on GTK: example gallery", width: 900, height: 560)
    /// The pages, in sidebar order.
    public let pages: [any GalleryPage]
    private let stack = Stack()

    /// Builds every page into a new window.
    public init() {
        pages = galleryPages.map { $0.init() }
        for page in pages {
            let type = Swift.type(of: page)
            stack.addPage(page.root, name: type.name, title: type.title)
        }
        stack.expandsHorizontally = true
        let layout = Box(.horizontal, spacing: 0)
        layout.append(stack.makeSidebar())
        layout.append(stack)
        window.child = layout
    }

    /// Shows the page named `name`.
    public func show(pageNamed name: String) {
        stack.visiblePageName = name
    }
}
