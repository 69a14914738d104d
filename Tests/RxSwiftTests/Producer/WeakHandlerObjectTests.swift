@testable import RxSwift
import RxTest
import XCTest

private final class Owner {
    var received: [String] = []
}

final class WeakHandlerObjectTests: LeakCheckingTestCase {
    func testHandlersReceiveTheObjectWhileItLivesAndNothingAfter() {
        var owner: Owner? = Owner()
        let log = Captured<[String]>([])
        let object = WeakHandlerObject(owner!)
        let onValue = object.handler { (owner: Owner, value: Int) in
            owner.received.append("value \(value)")
        }
        let onEnd = object.handler { (owner: Owner) in
            owner.received.append("end")
            log.value = owner.received
        }
        onValue(1)
        onEnd()
        XCTAssertEqual(log.value, ["value 1", "end"])
        owner = nil
        onValue(2)
        onEnd()
        XCTAssertEqual(log.value, ["value 1", "end"], "a released object receives nothing")
    }

    func testAMissingHandlerDoesNothing() {
        let owner = Owner()
        let object = WeakHandlerObject(owner)
        let missing: ((Owner, Int) -> Void)? = nil
        object.handler(missing)(1)
        object.handler(nil as ((Owner) -> Void)?)()
        XCTAssertEqual(owner.received, [])
    }
}
