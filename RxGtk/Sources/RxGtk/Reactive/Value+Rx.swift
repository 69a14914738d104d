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
}

extension Reactive where Base: Spinner {
    /// Binds whether the wheel spins.
    public var isAnimating: Binder<Bool> {
        binder { $0.isAnimating = $1 }
    }
}
