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
}
