extension Infallible {
    /// An `Infallible` of the result of an `async` closure that cannot fail: every
    /// subscription starts a task that runs `work`, delivers what it returns and completes.
    ///
    /// Disposing the subscription cancels the task (`work` sees `Task.isCancelled`), and its
    /// result is then dropped. The result is delivered on the thread the task runs on.
    ///
    /// This factory goes beyond upstream RxSwift; it mirrors
    /// `Single.create(detached:priority:work:)` for work that cannot throw.
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
        work: @Sendable @escaping () async -> Element
    ) -> Infallible<Element> {
        Infallible(taskObservable(detached: detached, priority: priority) { sink in
            sink.deliver(await work())
        })
    }
}
