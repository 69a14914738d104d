import RxSwift
import RxTest
import XCTest

final class AnyObserverTests: LeakCheckingTestCase {
    func testEventHandlerReceivesEveryEvent() {
        let received = Captured<[String]>([])
        let observer = AnyObserver<Int> { received.value.append($0.debugDescription) }
        observer.onNext(1)
        observer.onError(RxError.timeout)
        observer.onCompleted()
        XCTAssertEqual(received.value.count, 3)
        XCTAssertEqual(received.value.first, "next(1)")
        XCTAssertEqual(received.value.last, "completed")
    }

    func testWrapsAnotherObserver() {
        let received = Captured<[Int]>([])
        let inner = AnyObserver<Int> { if let value = $0.element { received.value.append(value) } }
        let outer = AnyObserver(inner)
        outer.onNext(7)
        outer.asObserver().onNext(8)
        XCTAssertEqual(received.value, [7, 8])
    }

    func testMapObserverTransformsBeforeForwarding() {
        let received = Captured<[Event<Int>]>([])
        let observer = AnyObserver<Int> { received.value.append($0) }
        let strings = observer.mapObserver { (text: String) -> Int in
            guard let value = Int(text) else { throw RxError.argumentOutOfRange }
            return value
        }
        strings.onNext("12")
        strings.onNext("twelve")
        XCTAssertEqual(received.value.first?.element, 12)
        XCTAssertEqual(received.value.count, 2)
        XCTAssertNotNil(received.value.last?.error)
    }
}
