import RxRelay
import RxSwift
import RxTest
import XCTest

final class ObservableTypeBindTests: LeakCheckingTestCase {
    private func numbers(_ values: [Int]) -> Observable<Int> {
        Observable.create { observer in
            for value in values {
                observer.onNext(value)
            }
            observer.onCompleted()
            return Disposables.create()
        }
    }

    func testBindToPublishRelaysSendsEveryElementToEach() {
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        let firstRecorder = RelayEventRecorder<Int>()
        let secondRecorder = RelayEventRecorder<Int>()
        let subscriptions = [first.subscribe(firstRecorder), second.subscribe(secondRecorder)]

        let binding = numbers([1, 2, 3]).bind(to: first, second)

        XCTAssertEqual(firstRecorder.descriptions, ["next(1)", "next(2)", "next(3)"])
        XCTAssertEqual(secondRecorder.descriptions, ["next(1)", "next(2)", "next(3)"])
        binding.dispose()
        subscriptions.forEach { $0.dispose() }
    }

    func testBindToOptionalPublishRelayWrapsElements() {
        let relay = PublishRelay<Int?>()
        let recorder = RelayEventRecorder<Int?>()
        let subscription = relay.subscribe(recorder)

        let binding = numbers([1, 2]).bind(to: relay)

        XCTAssertEqual(recorder.elements, [1, 2])
        binding.dispose()
        subscription.dispose()
    }

    func testBindToBehaviorRelaysUpdatesTheirValues() {
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: 0)

        let binding = numbers([4, 5]).bind(to: first, second)

        XCTAssertEqual(first.value, 5)
        XCTAssertEqual(second.value, 5)
        binding.dispose()
    }

    func testBindToOptionalBehaviorRelayUpdatesItsValue() {
        let relay = BehaviorRelay<Int?>(value: nil)

        let binding = numbers([7]).bind(to: relay)

        XCTAssertEqual(relay.value, 7)
        binding.dispose()
    }

    func testBindToReplayRelaysRecordsElements() {
        let first = ReplayRelay<Int>.createUnbounded()
        let second = ReplayRelay<Int?>.create(bufferSize: 1)

        let bindings = [numbers([1, 2]).bind(to: first), numbers([1, 2]).bind(to: second)]

        let firstRecorder = RelayEventRecorder<Int>()
        let secondRecorder = RelayEventRecorder<Int?>()
        let subscriptions = [first.subscribe(firstRecorder), second.subscribe(secondRecorder)]
        XCTAssertEqual(firstRecorder.elements, [1, 2])
        XCTAssertEqual(secondRecorder.elements, [2])
        bindings.forEach { $0.dispose() }
        subscriptions.forEach { $0.dispose() }
    }

    func testCompletionOfTheSourceDoesNotCompleteTheRelay() {
        let relay = PublishRelay<Int>()
        let recorder = RelayEventRecorder<Int>()
        let subscription = relay.subscribe(recorder)

        let binding = numbers([1]).bind(to: relay)
        relay.accept(2)

        XCTAssertEqual(recorder.descriptions, ["next(1)", "next(2)"])
        binding.dispose()
        subscription.dispose()
    }

    func testDisposingTheBindingStopsForwarding() {
        let source = PublishRelay<Int>()
        let target = BehaviorRelay(value: 0)
        let binding = source.bind(to: target)

        source.accept(1)
        binding.dispose()
        source.accept(2)

        XCTAssertEqual(target.value, 1)
    }

    // Intercepted through `Hooks.programmerErrorHandler`, which takes the place of the
    // debug-build stop: the message names the operator, the relay type, the cause, the error
    // and the call site of `bind(to:)`.
    func testAnErrorBoundToARelayIsReportedWithTheRelayTypeAndTheCallSite() {
        let reported = Captured<[ProgrammerError]>([])
        Hooks.programmerErrorHandler = { reported.value.append($0) }
        defer { Hooks.programmerErrorHandler = nil }
        let relays: [(name: String, bind: (Observable<Int>) -> (Disposable, UInt))] = [
            ("PublishRelay", { ($0.bind(to: PublishRelay<Int>()), #line) }),
            ("BehaviorRelay", { ($0.bind(to: BehaviorRelay(value: 0)), #line) }),
            ("ReplayRelay", { ($0.bind(to: ReplayRelay<Int>.create(bufferSize: 1)), #line) }),
        ]
        for relay in relays {
            reported.value = []
            let (binding, line) = relay.bind(Observable<Int>.error(BindTestError.failed))
            XCTAssertEqual(reported.value.count, 1, relay.name)
            let message = reported.value.first?.message ?? ""
            for fragment in ["bind(to:)", "an error was bound to a \(relay.name)", "cannot carry errors", "ObservableType+BindTests.swift:\(line)", "failed"] {
                XCTAssertTrue(message.contains(fragment), "\"\(fragment)\" is missing from: \(message)")
            }
            XCTAssertEqual(reported.value.first?.line, line)
            XCTAssertEqual(reported.value.first?.stopsEveryBuild, false)
            binding.dispose()
        }
    }
}

private enum BindTestError: Error, CustomStringConvertible {
    case failed

    var description: String { "failed" }
}
