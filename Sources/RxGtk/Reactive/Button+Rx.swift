#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: Button {
    /// The button's clicks ("clicked").
    public var tap: ControlEvent<Void> {
        controlEvent("clicked")
    }

    /// Binds the button's text.
    public var title: Binder<String> {
        binder { $0.label = $1 }
    }
}
#endif
