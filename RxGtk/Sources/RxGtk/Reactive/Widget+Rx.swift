import RxCocoa
import RxSwift

extension Reactive where Base: Widget {
    /// Binds whether the widget is hidden.
    public var isHidden: Binder<Bool> {
        Binder(base) { widget, hidden in
            MainActor.assumeIsolated { widget.isHidden = hidden }
        }
    }

    /// Binds whether the widget reacts to the user (GTK's "sensitive").
    public var isEnabled: Binder<Bool> {
        Binder(base) { widget, enabled in
            MainActor.assumeIsolated { widget.isEnabled = enabled }
        }
    }

    /// Binds the widget's opacity, from 0 to 1.
    public var alpha: Binder<Double> {
        Binder(base) { widget, alpha in
            MainActor.assumeIsolated { widget.alpha = alpha }
        }
    }

    /// Binds the widget's tooltip text.
    public var tooltip: Binder<String?> {
        Binder(base) { widget, tooltip in
            MainActor.assumeIsolated { widget.tooltip = tooltip }
        }
    }
}
