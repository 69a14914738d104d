#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: Editable {
    /// The field's text: the current text at subscription, then the text after each edit by
    /// the user ("changed"). Text bound to it is set only when it differs, and setting it does
    /// not make the property emit (GTK reports the set as a change; RxCocoa ignores it).
    public var text: ControlProperty<String?> {
        property(changedBy: "changed", get: { Optional($0.text) }, set: { $0.text = $1 ?? "" })
    }

    /// The user edited the text: the edits of `text`, without the current text at
    /// subscription and without the program's own sets.
    public var changed: ControlEvent<Void> {
        ControlEvent(events: text.changed.map { _ in })
    }
}

extension Reactive where Base: Entry {
    /// The user pressed Enter in the field ("activate").
    public var activate: ControlEvent<Void> {
        controlEvent("activate")
    }
}

extension Reactive where Base: SearchEntry {
    /// The query once the user paused typing ("search-changed"): GTK's own debounce.
    public var searchChanged: ControlEvent<String> {
        event("search-changed") { $0.text }
    }
}
#endif
