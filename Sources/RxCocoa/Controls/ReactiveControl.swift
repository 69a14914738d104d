import RxSwift

/// A control of a UI toolkit, as RxCocoa needs to see it. A backend makes its control (or
/// widget) base class conform once; `rx.controlEvent(_:)` and
/// `rx.controlProperty(editingEvents:getter:setter:)` then work for every control.
///
/// What upstream RxCocoa takes from the Objective-C runtime comes from here instead:
/// - target-action: `addControlHandler(for:_:)` and `removeControlHandler(_:)`;
/// - `deallocated`: the `DeallocationTracker` the control owns (`DeallocationObservable`).
///
/// The main thread is the one the installed `MainThreadExecutor` calls main
/// (`MainScheduler.setMainThreadExecutor(_:)`); RxCocoa calls both methods there only.
public protocol ReactiveControl: DeallocationObservable {
    /// What names an event of the control: a GTK signal name, an enumeration of a test
    /// toolkit's events, a set of UIKit control events.
    associatedtype ControlEventName

    /// What identifies a registered handler so it can be removed (a GTK signal handler id).
    associatedtype ControlHandlerID

    /// Registers `handler`, to be called on the main thread each time the control sends
    /// `event` because the user acted on it, and returns its identifier. A change made by the
    /// program should not call it (RxCocoa also ignores events sent while it sets a control
    /// property). Called on the main thread.
    func addControlHandler(for event: ControlEventName, _ handler: @escaping () -> Void) -> ControlHandlerID

    /// Removes the handler registered as `id`. Called on the main thread.
    func removeControlHandler(_ id: ControlHandlerID)
}
