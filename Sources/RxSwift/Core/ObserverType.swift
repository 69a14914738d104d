/// A receiver of sequence events.
public protocol ObserverType {
    /// The type of elements the observer receives.
    associatedtype Element

    /// Notifies the observer of a sequence event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)` to the observer.
    @inlinable
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends `.completed` to the observer.
    @inlinable
    public func onCompleted() {
        on(.completed)
    }

    /// Sends `.error(error)` to the observer.
    @inlinable
    public func onError(_ error: Swift.Error) {
        on(.error(error))
    }
}
