/// An observer that handles each case of an event in its own method; its `on(_:)` only
/// dispatches. Sinks (and the handlers of `subscribe(onNext:...)`) adopt it and hand `on` to
/// their source as the observer closure.
///
/// Why `on` stays this small and is always inlined: the observer closure's type is generic, so
/// it takes the event by address. When the specialised closure is only this switch, the compiler
/// keeps it taking the address and reads the event's case with a one-byte load. With a larger
/// body it passes the event in registers through a thunk that reads the case with a four-byte
/// load; the caller has just written the case with a one-byte store, the processor cannot
/// forward that store to the wider load, and every stage of a chain stalls (about 4 ns per
/// element and stage on the benchmark machine).
@usableFromInline
protocol EventCaseHandler: AnyObject {
    /// The element type of the events received.
    associatedtype ObservedElement

    /// Handles `.next(element)`.
    func onNext(_ element: ObservedElement)
    /// Handles `.error(error)`.
    func onError(_ error: Swift.Error)
    /// Handles `.completed`.
    func onCompleted()
}

extension EventCaseHandler {
    /// Dispatches `event` to the method for its case.
    @inlinable @inline(__always)
    func on(_ event: Event<ObservedElement>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): onError(error)
        case .completed: onCompleted()
        }
    }
}

/// An `EventCaseHandler` that treats every event alike, in `receive(_:)` (queueing or relaying
/// it), while its `on(_:)` stays the small dispatch described above.
@usableFromInline
protocol WholeEventHandler: EventCaseHandler {
    /// Handles `event`, whatever its case.
    func receive(_ event: Event<ObservedElement>)
}

extension WholeEventHandler {
    @inlinable @inline(never)
    func onNext(_ element: ObservedElement) {
        receive(.next(element))
    }

    @inlinable @inline(never)
    func onError(_ error: Swift.Error) {
        receive(.error(error))
    }

    @inlinable @inline(never)
    func onCompleted() {
        receive(.completed)
    }
}
