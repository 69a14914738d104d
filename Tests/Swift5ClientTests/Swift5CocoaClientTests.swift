import RxCocoa
import RxRelay
import RxSwift
import XCTest

// RxCocoa from Swift 5 mode code, UIKit style: a backend's control, its bindings written with
// plain closures, and a view controller whose handlers read and write its state. Controls are
// main-actor classes, as UIKit's are; none of this may need a change for Swift 6's main-actor
// forms.

/// A control of a pretend toolkit, as a backend writes one. `ReactiveControl` is main-actor, so
/// the class is too, and its handlers are main-actor code.
final class PretendSlider: ReactiveControl {
    let deallocationTracker = DeallocationTracker()
    var value = 0
    private var handlers: [(id: Int, handler: @MainActor () -> Void)] = []
    private var nextID = 0

    func addControlHandler(for event: String, _ handler: @escaping @MainActor () -> Void) -> Int {
        nextID += 1
        handlers.append((nextID, handler))
        return nextID
    }

    func removeControlHandler(_ id: Int) {
        handlers.removeAll { $0.id == id }
    }

    /// The user slides the slider to `newValue`.
    func userSlides(to newValue: Int) {
        value = newValue
        // In the order the handlers were registered, as toolkits call them.
        handlers.forEach { $0.handler() }
    }
}

extension Reactive where Base: PretendSlider {
    var value: ControlProperty<Int> {
        controlProperty(editingEvents: "valueChanged", getter: { slider in slider.value }, setter: { slider, value in slider.value = value })
    }

    var valueChanged: ControlEvent<Void> {
        controlEvent("valueChanged")
    }
}

/// A view controller in Swift 5 style.
@MainActor
final class SliderViewController {
    let slider = PretendSlider()
    var shown = ""
    var changes = 0
    var log: [String] = []
    let bag = DisposeBag()

    func viewDidLoad() {
        slider.rx.value
            .subscribe(onNext: { self.shown = "\($0)" })
            .disposed(by: bag)
        slider.rx.valueChanged
            .subscribe(onNext: { self.changes += 1 })
            .disposed(by: bag)
        slider.rx.value.changed
            .bind(to: Binder(self) { controller, value in controller.log.append("bound \(value)") })
            .disposed(by: bag)
        slider.rx.value
            .asDriver()
            .drive(onNext: { self.log.append("driven \($0)") })
            .disposed(by: bag)
    }
}

final class Swift5CocoaClientTests: XCTestCase {
    func testUIKitStyleControlsAndHandlersCompileAndWork() {
        MainActor.assumeIsolated {
            let controller = SliderViewController()
            controller.viewDidLoad()
            controller.slider.userSlides(to: 4)
            XCTAssertEqual(controller.shown, "4")
            XCTAssertEqual(controller.changes, 1)
            XCTAssertEqual(controller.log, ["driven 0", "bound 4", "driven 4"])
        }
    }
}
