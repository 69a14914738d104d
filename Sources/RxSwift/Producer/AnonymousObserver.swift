import Synchronization

/// The observer behind `subscribe(onNext:...)`: calls its handler and lets through at most one
/// terminal event, nothing after it.
@usableFromInline
final class AnonymousObserver<Element>: ObserverType {
    @usableFromInline let eventHandler: (Event<Element>) -> Void
    @usableFromInline let stopped = Atomic<Bool>(false)

    @inlinable
    init(_ eventHandler: @escaping (Event<Element>) -> Void) {
        self.eventHandler = eventHandler
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Delivers `event` unless a terminal event was delivered before.
    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if stopped.load(ordering: .relaxed) { return }
            eventHandler(event)
        case .error, .completed:
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            eventHandler(event)
        }
    }
}

/// The observer behind `subscribe(onNext:onError:onCompleted:onDisposed:)`: it holds the
/// handlers itself (no closure around them) and, like `AnonymousObserver`, lets through at most
/// one terminal event. After a terminal event it disposes the `onDisposed` action.
@usableFromInline
final class HandlersObserver<Element> {
    @usableFromInline let onNext: ((Element) -> Void)?
    @usableFromInline let onError: ((Swift.Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?
    @usableFromInline let disposable: Disposable?
    /// The subscription's call stack, for `Hooks.defaultErrorHandler`.
    @usableFromInline let callStack: [String]
    @usableFromInline let stopped = Atomic<Bool>(false)

    @inlinable
    init(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        disposable: Disposable?,
        callStack: [String]
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.disposable = disposable
        self.callStack = callStack
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Calls the handler for `event` unless a terminal event was delivered before.
    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if stopped.load(ordering: .relaxed) { return }
            onNext?(value)
        case .error(let error):
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            if let onError {
                onError(error)
            } else {
                Hooks.defaultErrorHandler(callStack, error)
            }
            disposable?.dispose()
        case .completed:
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            onCompleted?()
            disposable?.dispose()
        }
    }
}
