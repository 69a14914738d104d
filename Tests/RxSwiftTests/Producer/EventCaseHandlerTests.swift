@testable import RxSwift
import RxTest
import XCTest

final class EventCaseHandlerTests: LeakCheckingTestCase {
    private final class Recorder: EventCaseHandler {
        var calls: [String] = []

        func onNext(_ element: Int) { calls.append("next(\(element))") }
        func onError(_ error: Swift.Error) { calls.append("error(\(error))") }
        func onCompleted() { calls.append("completed") }
    }

    private struct Failure: Swift.Error, CustomStringConvertible {
        var description: String { "failure" }
    }

    func testOnDispatchesEachCaseToItsMethod() {
        let recorder = Recorder()
        recorder.on(.next(1))
        recorder.on(.error(Failure()))
        recorder.on(.completed)
        XCTAssertEqual(recorder.calls, ["next(1)", "error(failure)", "completed"])
    }

    func testOnHandedToASourceAsItsObserverReceivesEveryEvent() {
        let recorder = Recorder()
        let subscription = Observable.of(1, 2).subscribeHandler(recorder.on)
        XCTAssertEqual(recorder.calls, ["next(1)", "next(2)", "completed"])
        subscription.dispose()
    }

    private final class Funnel: WholeEventHandler {
        typealias ObservedElement = Int
        var received: [String] = []

        func receive(_ event: Event<Int>) { received.append("\(event)") }
    }

    func testAWholeEventHandlerReceivesEveryCaseAsAnEvent() {
        let funnel = Funnel()
        funnel.on(.next(1))
        funnel.on(.error(Failure()))
        funnel.on(.completed)
        XCTAssertEqual(funnel.received, ["next(1)", "error(failure)", "completed"])
    }
}
