import RxRelay
import RxSwift
import RxTest
import XCTest

final class ReplayRelayTests: LeakCheckingTestCase {
    func testBoundedRelayReplaysTheLatestElementsThenLiveOnes() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        relay.accept(1)
        relay.accept(2)
        relay.accept(3)
        let recorder = RelayEventRecorder<Int>()

        let subscription = relay.subscribe(recorder)
        relay.accept(4)

        XCTAssertEqual(recorder.descriptions, ["next(2)", "next(3)", "next(4)"])
        subscription.dispose()
    }

    func testUnboundedRelayReplaysEverything() {
        let relay = ReplayRelay<Int>.createUnbounded()
        for value in 0..<10 {
            relay.accept(value)
        }
        let recorder = RelayEventRecorder<Int>()

        let subscription = relay.asObservable().subscribe(recorder)

        XCTAssertEqual(recorder.elements, Array(0..<10))
        subscription.dispose()
    }

    func testBufferSizeZeroReplaysNothing() {
        let relay = ReplayRelay<Int>.create(bufferSize: 0)
        relay.accept(1)
        let recorder = RelayEventRecorder<Int>()

        let subscription = relay.subscribe(recorder)
        relay.accept(2)

        XCTAssertEqual(recorder.elements, [2])
        subscription.dispose()
    }
}
