#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: Expander {
    /// Whether the child is shown: the state at subscription, then each click of the user on
    /// the title ("notify::expanded"). Values bound to it show or hide the child without
    /// making it emit.
    public var isExpanded: ControlProperty<Bool> {
        property(changedBy: "notify::expanded", get: { $0.isExpanded }, set: { $0.isExpanded = $1 })
    }
}
#endif
