extension AsyncSequence {
    /// An observable sequence of this asynchronous sequence's elements.
    ///
    /// Every subscription starts a detached task of `priority` (as RxSwift does, so the
    /// iteration never runs on the subscriber's actor, such as the main actor) that iterates the
    /// sequence from the start and delivers each element as it arrives, on the thread the task
    /// runs on. The end of the iteration completes the observable; an error thrown by the
    /// sequence fails it. Disposing the subscription cancels the task, and no element is
    /// delivered after that.
    @inlinable
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        // Every subscription's task makes its own iterator from this sequence value and
        // never mutates the value itself: concurrent subscriptions share it the way
        // subscriptions made on several threads share any observable's source.
        taskObservable(detached: true, priority: priority) { sink in
            for try await element in self {
                if sink.isDisposed { return }
                sink.deliver(element)
            }
        }
    }
}

extension ObservableType {
    /// An observable sequence of `asyncSequence`'s elements: see
    /// `AsyncSequence.asObservable(priority:)`.
    @inlinable
    public static func from<Sequence: AsyncSequence>(_ asyncSequence: Sequence) -> Observable<Element> where Sequence.Element == Element {
        asyncSequence.asObservable()
    }
}
