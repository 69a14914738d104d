import RxSwift
import RxTest
import XCTest

private final class Thermometer: ReactiveCompatible {
    var celsius = 0
    var label = ""
}

extension Reactive where Base == Thermometer {
    fileprivate var reading: Int { base.celsius }
    fileprivate static var unit: String { "°C" }
}

final class ReactiveTests: LeakCheckingTestCase {
    func testRxWrapsTheInstanceAndTheType() {
        let thermometer = Thermometer()
        thermometer.celsius = 21
        XCTAssertEqual(thermometer.rx.reading, 21)
        XCTAssertTrue(thermometer.rx.base === thermometer)
        XCTAssertEqual(Thermometer.rx.unit, "°C")
    }

    func testDynamicMemberGivesABinderForWritableProperties() {
        let thermometer = Thermometer()
        // Tests run on the main thread, where the main scheduler applies values at once.
        let binder: Binder<String> = thermometer.rx.label
        binder.onNext("warm")
        XCTAssertEqual(thermometer.label, "warm")
    }

    func testNSObjectIsReactiveCompatible() {
        let object = NSObject()
        XCTAssertTrue(object.rx.base === object)
    }
}
