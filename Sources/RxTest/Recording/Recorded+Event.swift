import RxSwift

extension Recorded {
    /// A `next(element)` event at tick `time`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at tick `time`; `type` names the element type where the context
    /// does not.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `error(error)` event at tick `time`; `type` names the element type where the context
    /// does not.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }
}

extension Recorded {
    /// The recorded events given as arguments, as an array.
    ///
    /// Only this variadic form and the array form below exist, as in RxSwift: every further
    /// overload multiplies the candidates the type checker weighs for each argument, and long
    /// lists with arithmetic in them would no longer type-check in reasonable time.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }

    /// The recorded events of `recordedEvents`, unchanged.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }
}
