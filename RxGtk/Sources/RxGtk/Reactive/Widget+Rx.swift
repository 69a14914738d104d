import RxCocoa
import RxSwift

extension Reactive where Base: Widget {
    /// Binds whether the widget is hidden.
    public var isHidden: Binder<Bool> {
        binder { $0.isHidden = $1 }
    }

    /// Binds whether the widget reacts to the user (GTK's "sensitive").
    public var isEnabled: Binder<Bool> {
        binder { $0.isEnabled = $1 }
    }

    /// Binds the widget's opacity, from 0 to 1.
    public var alpha: Binder<Double> {
        binder { $0.alpha = $1 }
    }

    /// Binds the widget's tooltip text.
    public var tooltip: Binder<String?> {
        binder { $0.tooltip = $1 }
    }
}
