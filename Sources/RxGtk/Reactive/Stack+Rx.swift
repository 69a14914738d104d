#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: Stack {
    /// The name of the page shown: the current page at subscription, then each page the user
    /// chooses ("notify::visible-child-name"). Names bound to it show their page without
    /// making it emit.
    public var visiblePageName: ControlProperty<String?> {
        property(changedBy: "notify::visible-child-name", get: { $0.visiblePageName }, set: { $0.visiblePageName = $1 })
    }
}
#endif
