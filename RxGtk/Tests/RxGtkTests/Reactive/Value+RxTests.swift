import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class ValueRxTests: GtkTestCase {
    func testScaleAndSpinButtonValues() {
        onMain {
            let scale = Scale(minimum: 0, maximum: 10, step: 1)
            let spin = SpinButton(minimum: 0, maximum: 10, step: 1)
            let scaleValues = Captured<[Double]>([])
            let bag = DisposeBag()
            scale.rx.value.subscribe(onNext: { scaleValues.value.append($0) }).disposed(by: bag)
            scale.value = 3
            XCTAssertEqual(scaleValues.value, [0], "the program's own set is not a move")
            scale.slide(to: 4)
            XCTAssertEqual(scaleValues.value, [0, 4], "a move of the slider emits")
            scale.rx.value.bind(to: spin.rx.value).disposed(by: bag)
            XCTAssertEqual(spin.value, 4)
            scale.slide(to: 7)
            XCTAssertEqual(spin.value, 7)
            let spinValues = Captured<[Double]>([])
            spin.rx.value.subscribe(onNext: { spinValues.value.append($0) }).disposed(by: bag)
            spin.value = 2
            spin.spin(to: 5)
            XCTAssertEqual(spinValues.value, [7, 5], "only the user's spin emits")
        }
    }

    func testProgressBarAndSpinnerBinders() {
        onMain {
            let bar = ProgressBar()
            let spinner = Spinner()
            let bag = DisposeBag()
            Observable.just(0.75).bind(to: bar.rx.fraction).disposed(by: bag)
            Observable.just(true).bind(to: spinner.rx.isAnimating).disposed(by: bag)
            XCTAssertEqual(bar.fraction, 0.75, accuracy: 0.001)
            XCTAssertTrue(spinner.isAnimating)
        }
    }
}
