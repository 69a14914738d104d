#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: Scale {
    /// The slider's value: the current value at subscription, then each change by the user
    /// ("value-changed"). Values bound to it do not make it emit.
    public var value: ControlProperty<Double> {
        property(changedBy: "value-changed", get: { $0.value }, set: { $0.value = $1 })
    }
}

extension Reactive where Base: SpinButton {
    /// The field's value: the current value at subscription, then each change by the user
    /// ("value-changed"). Values bound to it do not make it emit.
    public var value: ControlProperty<Double> {
        property(changedBy: "value-changed", get: { $0.value }, set: { $0.value = $1 })
    }
}

extension Reactive where Base: ProgressBar {
    /// Binds how much is done, from 0 to 1.
    public var fraction: Binder<Double> {
        binder { $0.fraction = $1 }
    }

    /// Binds the text shown over the bar; `nil` hides it.
    public var text: Binder<String?> {
        binder { $0.text = $1 }
    }

    /// Moves the bouncing block of work whose amount is unknown, once for each element (a
    /// timer's ticks, or each chunk of a download of unknown size).
    public var pulse: Binder<Void> {
        binder { bar, _ in bar.pulse() }
    }
}

extension Reactive where Base: Spinner {
    /// Binds whether the wheel spins.
    public var isAnimating: Binder<Bool> {
        binder { $0.isAnimating = $1 }
    }
}
#endif
