#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: Window {
    /// The user asks to close the window ("close-request"); the window then closes.
    public var closeRequest: ControlEvent<Void> {
        controlEvent("close-request")
    }

    /// Whether the window is the active one: the current state at subscription, then each
    /// change ("notify::is-active").
    public var isActive: Observable<Bool> {
        property(changedBy: "notify::is-active", get: { $0.isActive }, set: { _, _ in }).asObservable()
    }
}
#endif
