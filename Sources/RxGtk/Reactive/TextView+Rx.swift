#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: TextView {
    /// The editor's text: the current text at subscription, then the text after each edit by
    /// the user (the buffer's "changed"). Text bound to it is set only when it differs, and
    /// setting it does not make the property emit.
    public var text: ControlProperty<String> {
        property(changedBy: "changed", get: { $0.text }, set: { $0.text = $1 })
    }
}
#endif
