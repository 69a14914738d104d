#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: DropDown {
    /// The index of the chosen string: the current choice at subscription, then each choice of
    /// the user ("notify::selected"). Values bound to it do not make it emit.
    public var selectedIndex: ControlProperty<Int?> {
        property(changedBy: "notify::selected", get: { $0.selectedIndex }, set: { $0.selectedIndex = $1 })
    }

    /// Binds the strings offered.
    public var items: Binder<[String]> {
        binder { $0.items = $1 }
    }
}
#endif
