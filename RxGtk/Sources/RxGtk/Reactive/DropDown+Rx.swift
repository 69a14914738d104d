import RxCocoa
import RxSwift

extension Reactive where Base: DropDown {
    /// The index of the chosen string: the current choice at subscription, then each choice of
    /// the user ("notify::selected"). Values bound to it do not make it emit.
    public var selectedIndex: ControlProperty<Int?> {
        controlProperty(
            editingEvents: "notify::selected",
            getter: { dropDown in MainActor.assumeIsolated { dropDown.selectedIndex } },
            setter: { dropDown, index in MainActor.assumeIsolated { dropDown.selectedIndex = index } }
        )
    }

    /// Binds the strings offered.
    public var items: Binder<[String]> {
        Binder(base) { dropDown, items in
            MainActor.assumeIsolated { dropDown.items = items }
        }
    }
}
