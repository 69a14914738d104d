import RxCocoa
import RxSwift

extension Reactive where Base: Scale {
    /// The slider's value: the current value at subscription, then each change by the user
    /// ("value-changed"). Values bound to it do not make it emit.
    public var value: ControlProperty<Double> {
        controlProperty(
            editingEvents: "value-changed",
            getter: { scale in MainActor.assumeIsolated { scale.value } },
            setter: { scale, value in MainActor.assumeIsolated { scale.value = value } }
        )
    }
}

extension Reactive where Base: SpinButton {
    /// The field's value: the current value at subscription, then each change by the user
    /// ("value-changed"). Values bound to it do not make it emit.
    public var value: ControlProperty<Double> {
        controlProperty(
            editingEvents: "value-changed",
            getter: { field in MainActor.assumeIsolated { field.value } },
            setter: { field, value in MainActor.assumeIsolated { field.value = value } }
        )
    }
}

extension Reactive where Base: ProgressBar {
    /// Binds how much is done, from 0 to 1.
    public var fraction: Binder<Double> {
        Binder(base) { bar, fraction in
            MainActor.assumeIsolated { bar.fraction = fraction }
        }
    }
}

extension Reactive where Base: Spinner {
    /// Binds whether the wheel spins.
    public var isAnimating: Binder<Bool> {
        Binder(base) { spinner, animating in
            MainActor.assumeIsolated { spinner.isAnimating = animating }
        }
    }
}
