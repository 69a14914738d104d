import RxCocoa
import RxGtk
import RxSwift

/// The gallery's window: a header bar with the page's title and an About button, a sidebar
/// listing the pages and the page chosen in it, whose default widget is the window's.
@MainActor
public final class GalleryWindow {
    /// The window.
    public let window = Window(title: "RxSwift on GTK: example gallery", width: 900, height: 560)
    /// The window's title bar, showing the title of the page shown.
    public let header = HeaderBar()
    /// The pages, in sidebar order.
    public private(set) var pages: [any GalleryPage] = []
    /// The pages, one shown at a time.
    public let stack = Stack()
    /// Shows the about dialog, which names the library's version.
    public let aboutButton = Button(label: "About")
    /// The about dialog, once shown.
    public private(set) var aboutDialog: AboutDialog?
    /// Whether the subscription inspector was on when the window was built: the Resources
    /// page's switch turns it on or off for the whole process, beyond the page's own life.
    private let inspectorWasEnabled = SubscriptionInspector.isEnabled
    private let disposeBag = DisposeBag()

    /// Builds every page into a new window.
    public init() {
        addPages()
        stack.expandsHorizontally = true
        let layout = Box(.horizontal, spacing: 0)
        layout.append(stack.makeSidebar())
        layout.append(stack)
        window.child = layout
        header.packEnd(aboutButton)
        window.setTitlebar(header)

        stack.rx.visiblePageName
            .subscribe(onNext: { [weak self] name in self?.pageShown(named: name) })
            .disposed(by: disposeBag)
        aboutButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.presentAbout() })
            .disposed(by: disposeBag)
    }

    /// Shows the about dialog over the window.
    private func presentAbout() {
        let about = aboutDialog ?? AboutDialog(
            programName: "RxSwift on GTK",
            version: "RxSwift \(RxSwiftRelease.version)",
            comments: "The example gallery: reactive GTK 4 apps built with RxSwift, RxCocoa and RxGtk."
        )
        aboutDialog = about
        about.present(over: window)
    }

    /// Builds every page again in place of the ones shown, and shows the first: the old pages,
    /// their widgets and their bindings are released, the about dialog goes, and the
    /// subscription inspector is switched back to how it was when the window was built, so that
    /// `Resources.total` and the memory the inspector's records take come back to what a new
    /// gallery has (the soak test, `scripts/soak.sh`, checks them after driving a page).
    public func resetPages() {
        aboutDialog?.destroy()
        aboutDialog = nil
        SubscriptionInspector.isEnabled = inspectorWasEnabled
        for page in pages {
            stack.removePage(page.root)
        }
        pages = []
        addPages()
        show(pageNamed: galleryPages[0].name)
    }

    private func addPages() {
        pages = galleryPages.map { $0.init() }
        for page in pages {
            let type = Swift.type(of: page)
            stack.addPage(page.root, name: type.name, title: type.title)
        }
    }

    /// Shows the page named `name`, as the program (the header follows it too).
    public func show(pageNamed name: String) {
        stack.visiblePageName = name
        pageShown(named: name)
    }

    /// Shows the title of the page named `name` and makes its default widget the window's.
    private func pageShown(named name: String?) {
        let page = pages.first { Swift.type(of: $0).name == name }
        header.title = page.map { Swift.type(of: $0).title } ?? ""
        window.defaultWidget = page?.defaultWidget
    }
}
