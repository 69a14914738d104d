/// A type that can be converted to an observable sequence.
public protocol ObservableConvertibleType {
    /// The type of elements in the sequence.
    associatedtype Element

    /// The observable sequence this value represents.
    func asObservable() -> Observable<Element>
}
