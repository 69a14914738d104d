/// A value that is both an observable sequence and, through `asObserver()`, an observer that
/// feeds events into that sequence.
public protocol SubjectType: ObservableType {
    /// The type of the observer side of the subject.
    associatedtype Observer: ObserverType

    /// The observer side of the subject: events sent to it are delivered to the subject's
    /// subscribers.
    func asObserver() -> Observer
}
