import RxSwift

extension Recorded {
    /// A `next(element)` event at tick `time`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at tick `time`.
    public static func completed<T>(_ time: TestTime) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `error(error)` event at tick `time`.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }
}

extension Recorded {
    /// The recorded events given as arguments, as an array.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }

    /// The given arrays of recorded events joined into one, in order.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]...) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents.flatMap { $0 }
    }
}
