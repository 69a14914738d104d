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
        controlProperty(
            editingEvents: "notify::is-active",
            getter: { window in MainActor.assumeIsolated { window.isActive } },
            setter: { _, _ in }
        ).asObservable()
    }
}
