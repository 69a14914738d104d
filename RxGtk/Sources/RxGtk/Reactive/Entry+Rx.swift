import RxCocoa
import RxSwift

extension Reactive where Base: Entry {
    /// The field's text: the current text at subscription, then the text after each edit by
    /// the user ("changed"). Text bound to it is set only when it differs, and setting it does
    /// not make the property emit (GTK reports the set as a change; RxCocoa ignores it).
    public var text: ControlProperty<String?> {
        controlProperty(
            editingEvents: "changed",
            getter: { entry in MainActor.assumeIsolated { Optional(entry.text) } },
            setter: { entry, text in MainActor.assumeIsolated { entry.text = text ?? "" } }
        )
    }

    /// The user pressed Enter in the field ("activate").
    public var activate: ControlEvent<Void> {
        controlEvent("activate")
    }
}
