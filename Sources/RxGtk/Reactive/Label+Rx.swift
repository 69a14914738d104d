#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: Label {
    /// Binds the label's plain text (`nil` shows nothing).
    public var text: Binder<String?> {
        binder { $0.text = $1 ?? "" }
    }

    /// Binds the label's text as Pango markup.
    public var markup: Binder<String?> {
        binder { $0.setMarkup($1 ?? "") }
    }
}
#endif
