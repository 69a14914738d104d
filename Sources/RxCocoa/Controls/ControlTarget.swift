import RxSwift

/// A handler registered on a control for one event, for the length of a subscription: the
/// plain-Swift counterpart of upstream's target-action `ControlTarget`.
///
/// It is created on the main thread, holds the control weakly, and removes the handler when
/// disposed (on the main thread, where `ControlEvent` and `ControlProperty` dispose their
/// subscriptions). `@unchecked Sendable`: its state is touched only there.
@usableFromInline
final class ControlTarget<Control: ReactiveControl>: Disposable, @unchecked Sendable {
    private weak var control: Control?
    private var handlerID: Control.ControlHandlerID?

    /// Registers `callback` for `event` on `control`.
    @usableFromInline @MainActor
    init(control: Control, event: Control.ControlEventName, callback: @escaping @MainActor () -> Void) {
        self.control = control
        self.handlerID = control.addControlHandler(for: event, callback)
    }

    /// Removes the handler, once.
    @usableFromInline
    func dispose() {
        MainScheduler.assumeMainActor({ removeHandler() }, caller: "ControlTarget.dispose")
    }

    @MainActor
    private func removeHandler() {
        guard let handlerID else { return }
        self.handlerID = nil
        control?.removeControlHandler(handlerID)
    }
}
