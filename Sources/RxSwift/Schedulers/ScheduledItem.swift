/// An action waiting in a scheduler queue; disposing it before it runs cancels it.
@usableFromInline
protocol ScheduledItemType: AnyObject, Cancelable {
    /// Runs the action, unless the item was disposed.
    func invoke()

    /// Runs the action from the loop of `trampoline`, which outlives the call; an item that
    /// schedules more work on the current thread can use it without looking it up.
    func invoke(on trampoline: Unmanaged<TrampolineQueue>)
}

extension ScheduledItemType {
    /// Runs the action; most items have no use for the trampoline.
    @inlinable
    func invoke(on trampoline: Unmanaged<TrampolineQueue>) {
        invoke()
    }
}

/// A queued `action(state)` whose result is disposed with the item.
@usableFromInline
final class ScheduledItem<State>: ScheduledItemType {
    @usableFromInline let action: (State) -> Disposable
    @usableFromInline let state: State
    @usableFromInline let disposable = SingleAssignmentDisposable()

    @inlinable
    init(action: @escaping (State) -> Disposable, state: State) {
        self.action = action
        self.state = state
    }

    /// Whether the item was disposed.
    @inlinable
    var isDisposed: Bool { disposable.isDisposed }

    /// Runs the action and keeps its disposable.
    @inlinable
    func invoke() {
        disposable.setDisposable(action(state))
    }

    /// Cancels the action, or disposes what it returned.
    @inlinable
    func dispose() {
        disposable.dispose()
    }
}
