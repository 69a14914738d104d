import RxSwift
import RxTest
import XCTest

final class AnyObserverTests: LeakCheckingTestCase {
    func testEventHandlerReceivesEveryEvent() {
        var received: [String] = []
        let observer = AnyObserver<Int> { received.append($0.debugDescription) }
        observer.onNext(1)
        observer.onError(RxError.timeout)
        observer.onCompleted()
        XCTAssertEqual(received.count, 3)
        XCTAssertEqual(received.first, "next(1)")
        XCTAssertEqual(received.last, "completed")
    }

    func testWrapsAnotherObserver() {
        var received: [Int] = []
        let inner = AnyObserver<Int> { if let value = $0.element { received.append(value) } }
        let outer = AnyObserver(inner)
        outer.onNext(7)
        outer.asObserver().onNext(8)
        XCTAssertEqual(received, [7, 8])
    }

    func testMapObserverTransformsBeforeForwarding() {
        var received: [Event<Int>] = []
        let observer = AnyObserver<Int> { received.append($0) }
        let strings = observer.mapObserver { (text: String) -> Int in
            guard let value = Int(text) else { throw RxError.argumentOutOfRange }
            return value
        }
        strings.onNext("12")
        strings.onNext("twelve")
        XCTAssertEqual(received.first?.element, 12)
        XCTAssertEqual(received.count, 2)
        XCTAssertNotNil(received.last?.error)
    }
}
