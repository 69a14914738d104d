extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` of the outcome of an `async` closure: every subscription starts a task that
    /// runs `work`; what it returns is the `Single`'s element, what it throws its failure.
    ///
    /// Disposing the subscription cancels the task (`work` sees `Task.isCancelled`), and its
    /// outcome is then dropped. The outcome is delivered on the thread the task runs on.
    ///
    /// - Parameters:
    ///   - detached: whether the task is detached from the subscriber's task, so it inherits
    ///     neither its priority nor its task-local values.
    ///   - priority: the task's priority; `nil` keeps the default.
    ///   - work: the asynchronous work, run once per subscription.
    @_disfavoredOverload
    @inlinable
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> Single<Element> {
        Single(raw: taskObservable(detached: detached, priority: priority) { sink in
            sink.deliver(try await work())
        })
    }
}
