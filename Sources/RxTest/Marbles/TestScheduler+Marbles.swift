import RxSwift

extension TestScheduler {
    /// A hot test sequence drawn with marbles (rules in `Recorded.events(marbles:values:error:tick:)`):
    /// the first character is tick 0, or `^` marks tick 200 (`Defaults.subscribed`).
    /// For example `"--a--b--|"` with tick 10 emits `a` at 20, `b` at 50 and completes at 80.
    public func createHotObservable<Element>(marbles: String, values: [Character: Element], error: Swift.Error = MarbleError(), tick: TestTime = 10) -> TestableObservable<Element> {
        createHotObservable(Recorded.events(marbles: marbles, values: values, error: error, tick: tick))
    }

    /// A hot test sequence drawn with marbles whose elements are the marble characters as
    /// strings.
    public func createHotObservable(marbles: String, error: Swift.Error = MarbleError(), tick: TestTime = 10) -> TestableObservable<String> {
        createHotObservable(Recorded<Event<String>>.events(marbles: marbles, error: error, tick: tick))
    }

    /// A cold test sequence drawn with marbles: the first character is the subscription tick,
    /// so `"-a-|"` with tick 10 emits `a` 10 ticks after each subscription and completes 30
    /// ticks after it. `^` is not allowed, as cold times are relative to the subscription.
    public func createColdObservable<Element>(marbles: String, values: [Character: Element], error: Swift.Error = MarbleError(), tick: TestTime = 10) -> TestableObservable<Element> {
        rejectSubscriptionMarker(marbles)
        return createColdObservable(Recorded.events(marbles: marbles, values: values, error: error, tick: tick))
    }

    /// A cold test sequence drawn with marbles whose elements are the marble characters as
    /// strings.
    public func createColdObservable(marbles: String, error: Swift.Error = MarbleError(), tick: TestTime = 10) -> TestableObservable<String> {
        rejectSubscriptionMarker(marbles)
        return createColdObservable(Recorded<Event<String>>.events(marbles: marbles, error: error, tick: tick))
    }

    private func rejectSubscriptionMarker(_ marbles: String) {
        if marbles.contains("^") {
            fatalError("TestScheduler.createColdObservable(marbles:): \"\(marbles)\" contains '^', but a cold sequence's times are relative to each subscription; remove the '^'.")
        }
    }
}
