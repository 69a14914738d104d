import RxSwift

/// A control of a UI toolkit, as RxCocoa needs to see it. A backend makes its control (or
/// widget) base class conform once; `rx.controlEvent(_:)` and
/// `rx.controlProperty(editingEvents:getter:setter:)` then work for every control.
///
/// What upstream RxCocoa takes from the Objective-C runtime comes from here instead:
/// - target-action: `addControlHandler(for:_:)` and `removeControlHandler(_:)`;
/// - `deallocated`: the `DeallocationTracker` the control owns (`DeallocationObservable`).
///
/// Controls are main-actor objects, as UIKit's and GTK's are: a backend's control class is
/// isolated to the main actor, and RxCocoa calls both methods on the main thread, from the
/// subscriptions of `ControlEvent`s and `ControlProperty`s (which run on the main scheduler).
@MainActor
public protocol ReactiveControl: DeallocationObservable, Sendable {
    /// What names an event of the control: a GTK signal name, an enumeration of a test
    /// toolkit's events, a set of UIKit control events.
    associatedtype ControlEventName

    /// What identifies a registered handler so it can be removed (a GTK signal handler id).
    associatedtype ControlHandlerID

    /// Registers `handler`, to be called on the main thread each time the control sends
    /// `event` because the user acted on it, and returns its identifier. A change made by the
    /// program should not call it (RxCocoa also ignores events sent while it sets a control
    /// property).
    func addControlHandler(for event: ControlEventName, _ handler: @escaping @MainActor () -> Void) -> ControlHandlerID

    /// Removes the handler registered as `id`.
    func removeControlHandler(_ id: ControlHandlerID)
}
