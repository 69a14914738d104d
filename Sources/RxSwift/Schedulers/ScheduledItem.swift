/// An action waiting in a scheduler queue; disposing it before it runs cancels it.
@usableFromInline
protocol ScheduledItemType: AnyObject, Cancelable {
    /// Runs the action; whoever runs it checks `isDisposed` first.
    func invoke()

    /// Runs the action from the loop of `trampoline`, which outlives the call, unless the item
    /// was disposed; an item that schedules more work on the current thread can use the
    /// trampoline without looking it up. Returns whether the loop must queue the item again, at
    /// the back: an item that wants to run once more asks for that instead of queueing itself,
    /// so the loop moves it back without retaining it.
    func invoke(on trampoline: Unmanaged<TrampolineQueue>) -> Bool
}

extension ScheduledItemType {
    /// Runs the action once unless disposed; most items have no use for the trampoline. The
    /// action may run any code, so a delivery the trampoline holds ends first.
    @inlinable
    func invoke(on trampoline: Unmanaged<TrampolineQueue>) -> Bool {
        trampoline._withUnsafeGuaranteedRef { $0.enterItem(tagged: 0) }
        if !isDisposed {
            invoke()
        }
        return false
    }
}

/// A queued `action(state)` whose result is disposed with the item.
@usableFromInline
final class ScheduledItem<State>: ScheduledItemType, @unchecked Sendable {
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
