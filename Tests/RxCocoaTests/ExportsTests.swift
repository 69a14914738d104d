import RxCocoa
import XCTest

// This file imports RxCocoa alone: the relays' names must come with it.
final class ExportsTests: XCTestCase {
    func testImportingRxCocoaAloneBringsTheRelays() {
        let behavior = BehaviorRelay(value: 1)
        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        behavior.accept(2)
        publish.accept(3)
        replay.accept(4)
        XCTAssertEqual(behavior.value, 2)
    }
}
