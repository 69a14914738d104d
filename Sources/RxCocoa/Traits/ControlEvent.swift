import RxSwift

/// A type that is the observable sequence of a UI element's events.
public protocol ControlEventType: ControlSequenceType {
    /// The events as a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}

/// A UI element's events as a trait: an observable sequence subscribed on the main scheduler
/// that never fails, sends no initial element, and completes when the element is deallocated.
///
/// A completing `ControlEvent` completes what it is bound to: binding `button.rx.tap` to a
/// subject ends that subject for every subscriber when the button goes away. Bind to a relay,
/// which ignores completion, when the target must outlive the control.
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The type of the events' elements.
    public typealias Element = PropertyType

    @usableFromInline let events: Observable<PropertyType>

    /// Makes a control event from `events`, which must never fail; it is subscribed on the main
    /// scheduler.
    @inlinable
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes `observer` to the events.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as an `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        events
    }

    /// The control event itself.
    @inlinable
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }
}

// Checked: the only stored property is an `Observable`, which is `Sendable` for every element.
extension ControlEvent: Sendable {}
