#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: HeaderBar {
    /// Binds the title shown in the middle of the bar.
    public var title: Binder<String> {
        binder { bar, title in bar.title = title }
    }
}
#endif
