#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: LevelBar {
    /// Binds the level shown.
    public var value: Binder<Double> {
        binder { $0.value = $1 }
    }
}
#endif
