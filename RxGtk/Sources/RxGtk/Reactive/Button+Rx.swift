import RxCocoa
import RxSwift

extension Reactive where Base: Button {
    /// The button's clicks ("clicked").
    public var tap: ControlEvent<Void> {
        controlEvent("clicked")
    }

    /// Binds the button's text.
    public var title: Binder<String> {
        Binder(base) { button, title in
            MainActor.assumeIsolated { button.label = title }
        }
    }
}
