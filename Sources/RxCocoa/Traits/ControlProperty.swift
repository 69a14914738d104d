import RxSwift

/// A type that is both the observable values of a UI element's property and the observer
/// that sets it.
public protocol ControlPropertyType: ControlSequenceType, ObserverType {
    /// The property as a `ControlProperty`.
    func asControlProperty() -> ControlProperty<Element>
}

/// A UI element's property as a trait: an observable sequence of its values and an observer
/// that sets it.
///
/// - Its values are subscribed on the main scheduler; it emits the current value when
///   subscribed, then every value the user gives it.
/// - It never fails; it completes when the element is deallocated.
/// - Values it receives as an observer are applied through its value sink (usually a
///   `Binder`); setting the value programmatically does not make it emit.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The type of the property's values.
    public typealias Element = PropertyType

    @usableFromInline let values: Observable<PropertyType>
    @usableFromInline let valueSink: AnyObserver<PropertyType>

    /// Makes a property from the sequence of its `values` and the observer that sets it.
    ///
    /// `values` must never fail; it is subscribed on the main scheduler.
    @inlinable
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink) where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes `observer` to the property's values.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The values the property takes after the one current at subscription.
    @inlinable
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// The property's values as an `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        values
    }

    /// The property itself.
    @inlinable
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the property to each element; completion is passed to the value sink; an error is
    /// a programmer error (debug builds stop, release builds print it).
    @inlinable
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            rxFatalErrorInDebug("ControlProperty<\(Element.self)>: an error was sent to a control property, which cannot carry errors: \(error).")
        case .next, .completed:
            valueSink.on(event)
        }
    }
}

extension ControlProperty: BindingTarget {}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as the empty string; values set through it are never nil.
    @inlinable
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        let values: Observable<String> = original.values.map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
        return ControlProperty<String>(values: values, valueSink: valueSink)
    }
}

// Checked: an `Observable` and an `AnyObserver`, both `Sendable` for every element.
extension ControlProperty: Sendable {}
