import CGtk
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

    // The text is shown over the bar while there is one; each pulse puts the bar in activity
    // mode (its progress node, documented as `progress[.pulse]`, takes the class), and setting
    // the fraction again leaves it.
    func testProgressBarTextAndPulse() {
        onMain {
            let bar = ProgressBar()
            let bag = DisposeBag()
            let texts = PublishSubject<String?>()
            let pulses = PublishSubject<Void>()
            texts.bind(to: bar.rx.text).disposed(by: bag)
            pulses.bind(to: bar.rx.pulse).disposed(by: bag)
            XCTAssertNil(bar.text)
            texts.onNext("3 of 10 files")
            XCTAssertEqual(bar.text, "3 of 10 files")
            XCTAssertEqual(gtk_progress_bar_get_show_text(OpaquePointer(bar.pointer)), 1)
            texts.onNext(nil)
            XCTAssertNil(bar.text)
            XCTAssertEqual(gtk_progress_bar_get_show_text(OpaquePointer(bar.pointer)), 0)

            XCTAssertFalse(progressNodeIsPulsing(bar))
            pulses.onNext(())
            XCTAssertTrue(progressNodeIsPulsing(bar))
            bar.fraction = 0.5
            XCTAssertFalse(progressNodeIsPulsing(bar))
        }
    }
}

/// Whether the progress node of `bar` (the trough's child) has the "pulse" class.
@MainActor
private func progressNodeIsPulsing(_ bar: ProgressBar) -> Bool {
    let trough = Widget.children(of: bar.widgetPointer).first { String(cString: gtk_widget_get_css_name($0)) == "trough" }
    guard let progress = trough.flatMap({ gtk_widget_get_first_child($0) }) else { return false }
    return gtk_widget_has_css_class(progress, "pulse") != 0
}
