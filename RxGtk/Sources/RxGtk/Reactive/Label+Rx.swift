import RxCocoa
import RxSwift

extension Reactive where Base: Label {
    /// Binds the label's plain text (`nil` shows nothing).
    public var text: Binder<String?> {
        Binder(base) { label, text in
            MainActor.assumeIsolated { label.text = text ?? "" }
        }
    }

    /// Binds the label's text as Pango markup.
    public var markup: Binder<String?> {
        Binder(base) { label, markup in
            MainActor.assumeIsolated { label.setMarkup(markup ?? "") }
        }
    }
}
