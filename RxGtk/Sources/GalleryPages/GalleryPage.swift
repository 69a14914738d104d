import RxGtk
import RxSwift

/// One page of the example gallery: a widget tree wired only with the reactive bindings.
@MainActor
public protocol GalleryPage: AnyObject {
    /// The page's identifier (also the file name of its snapshot).
    static var name: String { get }
    /// The page's title in the sidebar.
    static var title: String { get }
    /// Builds the page.
    init()
    /// The page's top widget.
    var root: Widget { get }
    /// What Enter activates while the page is shown (the window's default widget), if
    /// anything.
    var defaultWidget: Widget? { get }
    /// Acts out the page's main flow as a user would (typing, clicking), for snapshots.
    func playDemo()
}

extension GalleryPage {
    /// Nothing: Enter activates only what has the focus.
    public var defaultWidget: Widget? {
        nil
    }
}

/// Every page of the gallery, in sidebar order.
@MainActor
public let galleryPages: [any GalleryPage.Type] = [
    NumbersPage.self,
    SimpleValidationPage.self,
    CalculatorPage.self,
    SignUpPage.self,
    EditableListPage.self,
    SectionedListPage.self,
    SearchPage.self,
    FileBrowserPage.self,
    ObservationPage.self,
    SettingsPage.self,
    NotesPage.self,
    ResourcesPage.self,
]

/// A vertical box with a heading and a short explanation, the frame of every page.
@MainActor
func pageFrame(title: String, explanation: String) -> Box {
    let page = Box(.vertical, spacing: 12)
    page.setMargins(24)
    let heading = Label()
    heading.setMarkup("<span size=\"x-large\" weight=\"bold\">\(title)</span>")
    page.append(heading)
    let explanationLabel = Label(explanation)
    explanationLabel.wraps = true
    page.append(explanationLabel)
    return page
}
