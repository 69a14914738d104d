#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: Notebook {
    /// The number of the page shown: the page at subscription, then each page the user shows
    /// ("notify::page"). Numbers bound to it show their page and do not make it emit.
    public var currentPage: ControlProperty<Int> {
        property(changedBy: "notify::page", get: { $0.currentPage }, set: { $0.currentPage = $1 })
    }
}
#endif
