/// The sink of the sequences that a Swift concurrency `Task` produces (an `AsyncSequence`, an
/// `async` closure): the task delivers the elements, and disposing the subscription cancels
/// the task.
///
/// It is `@unchecked Sendable` because the task that runs `run(_:)` uses it from another thread
/// than the subscriber: every event comes from that one task, one at a time (so the observer
/// sees a serial sequence), and disposal only touches the sink's atomic flag and the
/// cancellation of the task.
@usableFromInline
final class TaskSink<Element>: Sink<Element>, @unchecked Sendable {
    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    /// Delivers `element` unless the subscription was disposed.
    @inlinable
    func deliver(_ element: Element) {
        forwardOn(.next(element))
    }

    /// Runs `produce`, which delivers elements with `deliver(_:)`; then completes, or fails
    /// with what `produce` threw, and disposes the subscription.
    @inlinable
    func run(_ produce: (TaskSink<Element>) async throws -> Void) async {
        do {
            try await produce(self)
            forwardOn(.completed)
        } catch {
            forwardOn(.error(error))
        }
        dispose()
    }
}

/// An observable whose every subscription starts a task running `produce`; disposing the
/// subscription cancels the task. With `detached`, the task is detached from the subscriber's
/// task (it inherits neither its priority nor its task-local values).
///
/// `produce` need not be `Sendable`: each subscription calls it once, inside its own task, and
/// nothing else calls it. What it captures is used by the tasks of concurrent subscriptions
/// the way any observable's source is used by subscriptions made on several threads.
@inlinable
func taskObservable<Element>(
    detached: Bool,
    priority: TaskPriority?,
    _ produce: @escaping (TaskSink<Element>) async throws -> Void
) -> Observable<Element> {
    let produce = UncheckedSendable(produce)
    return ClosureProducer { observer in
        let sink = TaskSink(observer: observer)
        let operation: @Sendable () async -> Void = { await sink.run(produce.value) }
        let task = detached
            ? Task.detached(priority: priority, operation: operation)
            : Task(priority: priority, operation: operation)
        sink.setSubscription(Disposables.create(with: { task.cancel() }))
        return sink
    }
}
