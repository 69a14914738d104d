#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: SearchBar {
    /// Whether the bar is open: the state at subscription, then each time the user opens it
    /// (typing in the widget it captures keys from) or closes it (Escape, its close button)
    /// ("notify::search-mode-enabled"). Values bound to it open or close the bar and do not
    /// make it emit.
    public var isSearchModeOn: ControlProperty<Bool> {
        property(changedBy: "notify::search-mode-enabled", get: { $0.isSearchModeOn }, set: { $0.isSearchModeOn = $1 })
    }
}

extension Reactive where Base: SearchEntry {
    /// The user pressed Enter in the field ("activate").
    public var activate: ControlEvent<Void> {
        controlEvent("activate")
    }

    /// The user asked to stop searching, with Escape ("stop-search").
    public var stopSearch: ControlEvent<Void> {
        controlEvent("stop-search")
    }

    /// The user asked for the next match, with Ctrl+G ("next-match").
    public var nextMatch: ControlEvent<Void> {
        controlEvent("next-match")
    }

    /// The user asked for the previous match, with Ctrl+Shift+G ("previous-match").
    public var previousMatch: ControlEvent<Void> {
        controlEvent("previous-match")
    }
}
#endif
