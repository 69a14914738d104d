import CGtk
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class LevelBarRxTests: GtkTestCase {
    func testValueBinderSetsTheLevelWithinTheRange() {
        onMain {
            let bar = LevelBar(minimum: 0, maximum: 5)
            bar.isDiscrete = true
            XCTAssertTrue(bar.isDiscrete)
            XCTAssertEqual(bar.minimum, 0)
            XCTAssertEqual(bar.maximum, 5)
            let levels = PublishSubject<Double>()
            let bag = DisposeBag()
            levels.bind(to: bar.rx.value).disposed(by: bag)
            levels.onNext(2)
            XCTAssertEqual(bar.value, 2)
            levels.onNext(4)
            XCTAssertEqual(bar.value, 4)
            bar.maximum = 3
            XCTAssertEqual(bar.value, 3, "GTK keeps the level within the range")
        }
    }

    func testAddOffsetNamesAPartOfTheRange() {
        onMain {
            let bar = LevelBar(minimum: 0, maximum: 1)
            let bag = DisposeBag()
            let offsets = Captured<[[SignalValue]]>([])
            bar.rx.signal("offset-changed").subscribe(onNext: { offsets.value.append($0) }).disposed(by: bag)
            bar.addOffset("weak", at: 0.3)
            var value = 0.0
            XCTAssertNotEqual(gtk_level_bar_get_offset_value(OpaquePointer(bar.pointer), "weak", &value), 0)
            XCTAssertEqual(value, 0.3)
            XCTAssertEqual(offsets.value, [[.string("weak")]], "rx.signal reaches the signals RxGtk does not wrap")
        }
    }
}
