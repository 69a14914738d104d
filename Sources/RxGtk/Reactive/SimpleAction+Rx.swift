#if GTK
import CGtk
import RxCocoa
import RxSwift

extension Reactive where Base: SimpleAction {
    /// The user activated the action ("activate"): a button bound to it was clicked, its
    /// accelerator pressed. For an action with a parameter, `activated(with:)` gives it.
    public var activated: ControlEvent<Void> {
        controlEvent("activate")
    }

    /// The parameter of each activation of an action that takes a `Parameter` ("activate"): the
    /// target of the button clicked. Activations with a parameter of another type are left out.
    public func activated<Parameter: ActionValue>(with type: Parameter.Type) -> ControlEvent<Parameter> {
        ControlEvent(events: signalEmissions(of: base, signal: "activate", emittedBy: { $0.pointer }, element: { action, arguments in
            guard !action.isPerformingProgrammaticChange, case let .pointer(variant?)? = arguments.first else { return nil }
            let parameter = OpaquePointer(variant)
            guard variantTypeString(parameter) == Parameter.variantType else { return nil }
            return Parameter.read(from: parameter)
        }).take(until: deallocated))
    }

    /// The action's state as `State` ("notify::state"): the current one at subscription, then
    /// each change by the user (a check button bound to the action toggled, a radio button
    /// chosen, an accelerator pressed); what the program sets, bound or with `setState(_:)`, is
    /// not reported. The action must have a state of type `State`.
    public func state<State: ActionValue>(_ type: State.Type) -> ControlProperty<State> {
        controlProperty(editingEvents: "notify::state", getter: { action in
            guard let state = action.state(as: State.self) else {
                preconditionFailure("the action \"\(action.name)\" has no state of type \(State.self)")
            }
            return state
        }, setter: { action, state in
            action.setState(state)
        })
    }

    /// Whether the action can be activated (the buttons bound to it follow).
    public var isEnabled: Binder<Bool> {
        Binder(base) { action, enabled in action.isEnabled = enabled }
    }
}
#endif
