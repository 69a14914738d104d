import RxSwift
import Synchronization

/// How many programmatic changes of controls are running on the main thread (a bound value
/// being set, a backend's property setter); events a control sends meanwhile come from the
/// program, not the user, and control properties ignore them.
@usableFromInline let programmaticSetDepth = Atomic<Int>(0)

extension ReactiveControl {
    /// Runs `change`, a change the program makes to the control, so that the control's
    /// properties (`controlProperty(editingEvents:getter:setter:)`) do not report what the
    /// toolkit sends meanwhile as an edit by the user. A backend wraps its property setters in
    /// it (`entry.text = "x"` then does not make `entry.rx.text` emit, as with UIKit), and
    /// leaves the methods that act as the user (typing, clicking) unwrapped. Call it on the
    /// main thread.
    @inlinable
    public func performProgrammaticChange<Result>(_ change: () throws -> Result) rethrows -> Result {
        programmaticSetDepth.wrappingAdd(1, ordering: .relaxed)
        defer { programmaticSetDepth.wrappingSubtract(1, ordering: .relaxed) }
        return try change()
    }

    /// Whether a `performProgrammaticChange` is running: a backend that reports what the user
    /// did through its own path (a delegate) asks it before reporting. Ask on the main thread.
    @inlinable
    public var isPerformingProgrammaticChange: Bool {
        programmaticSetDepth.load(ordering: .relaxed) != 0
    }
}

extension Reactive where Base: ReactiveControl {
    /// The control's `event`s, as a `ControlEvent` of `Void`. Events the toolkit sends while the
    /// program changes the control (`performProgrammaticChange`) are not the user's and are left
    /// out.
    ///
    /// Each subscription registers a handler on the main thread and removes it when disposed.
    /// The control is held weakly: if it is gone when subscribed, the sequence completes; it
    /// completes when the control is deallocated.
    @inlinable
    public func controlEvent(_ event: Base.ControlEventName) -> ControlEvent<Void> {
        // The event name is used only on the main thread, where the subscription runs.
        nonisolated(unsafe) let event = event
        let weakControl = WeakControl(base)
        let source = Observable<Void>.create { observer in
            MainScheduler.assumeMainActor({ () -> Disposable in
                guard let control = weakControl.control else {
                    observer.on(.completed)
                    return Disposables.create()
                }
                return ControlTarget(control: control, event: event) {
                    if programmaticSetDepth.load(ordering: .relaxed) == 0 {
                        observer.on(.next(()))
                    }
                }
            }, caller: "ControlEvent's subscription")
        }
        return ControlEvent(events: source.take(until: deallocated))
    }

    /// A property of the control read with `getter` and written with `setter`, both main-actor
    /// code, as a `ControlProperty`.
    ///
    /// A subscription receives the current value at once, then the value after each of the
    /// control's `editingEvents` (user edits). The control is held weakly: if it is gone when
    /// subscribed, the sequence completes; it completes when the control is deallocated.
    /// Values bound to the property are set on the main scheduler while the control is alive;
    /// setting a value does not make the property emit, even if the toolkit reports the change
    /// as an event.
    @inlinable
    public func controlProperty<Value>(
        editingEvents: Base.ControlEventName,
        getter: @escaping @MainActor (Base) -> Value,
        setter: @escaping @MainActor (Base, Value) -> Void
    ) -> ControlProperty<Value> {
        makeControlProperty(editingEvents: editingEvents, getter: getter, setter: setter)
    }

    /// A property of the control read with `getter` and written with `setter`, as
    /// `controlProperty(editingEvents:getter:setter:)` makes it, except that a value equal to
    /// the control's current one is not set (so a toolkit's in-progress input, such as
    /// composed text, is not disturbed).
    @inlinable
    public func controlProperty<Value: Equatable>(
        editingEvents: Base.ControlEventName,
        getter: @escaping @MainActor (Base) -> Value,
        setter: @escaping @MainActor (Base, Value) -> Void
    ) -> ControlProperty<Value> {
        makeControlProperty(editingEvents: editingEvents, getter: getter, setter: { control, value in
            if getter(control) != value {
                setter(control, value)
            }
        })
    }

    /// Builds the property of `controlProperty(editingEvents:getter:setter:)`.
    @inlinable
    func makeControlProperty<Value>(
        editingEvents: Base.ControlEventName,
        getter: @escaping @MainActor (Base) -> Value,
        setter: @escaping @MainActor (Base, Value) -> Void
    ) -> ControlProperty<Value> {
        // The event name is used only on the main thread, where the subscription runs.
        nonisolated(unsafe) let editingEvents = editingEvents
        let weakControl = WeakControl(base)
        let source = Observable<Value>.create { observer in
            MainScheduler.assumeMainActor({ () -> Disposable in
                guard let control = weakControl.control else {
                    observer.on(.completed)
                    return Disposables.create()
                }
                observer.on(.next(getter(control)))
                return ControlTarget(control: control, event: editingEvents) {
                    if let control = weakControl.control, programmaticSetDepth.load(ordering: .relaxed) == 0 {
                        observer.on(.next(getter(control)))
                    }
                }
            }, caller: "ControlProperty's subscription")
        }
        let sink = Binder<Value>(base) { control, value in
            control.performProgrammaticChange { setter(control, value) }
        }
        return ControlProperty(values: source.take(until: deallocated), valueSink: sink)
    }
}

/// A control held weakly by a constant the closures of a control's sequences capture: a
/// `[weak control]` capture is a variable, which every control event would read through the
/// runtime's exclusivity check, and a `weak let` is not seen as sendable to the main actor.
@usableFromInline
struct WeakControl<Control: ReactiveControl>: Sendable {
    /// The control, while it lives.
    @usableFromInline weak var control: Control?

    @inlinable
    init(_ control: Control) {
        self.control = control
    }
}
