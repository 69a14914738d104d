import Foundation

/// Runs work as `BlockOperation`s on an `OperationQueue`, with a given queue priority.
///
/// How many actions run at once follows the queue's `maxConcurrentOperationCount`.
public class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The queue the operations are added to.
    public let operationQueue: OperationQueue
    /// The priority given to every operation this scheduler adds.
    public let queuePriority: Operation.QueuePriority

    /// Runs work on `operationQueue`, each operation with priority `queuePriority`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action(state)`; disposing the result before it starts
    /// cancels the operation, and afterwards disposes what the action returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        let operation = BlockOperation {
            if cancel.isDisposed { return }
            let (state, action) = work.value
            cancel.setDisposable(action(state))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        let operationReference = UncheckedSendable(operation)
        return Disposables.create(cancel, Disposables.create {
            operationReference.value.cancel()
        })
    }
}
