import CGtk
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class WidgetTests: GtkTestCase {
    // The wrapper of a widget that GTK still shows lives on when the program lets go of it, so
    // its bindings keep working.
    func testAWrapperLivesAsLongAsGTKHoldsItsWidget() {
        onMain {
            let window = Window(title: "Lifetime")
            let box = Box(.vertical)
            window.child = box
            let deallocated = Captured(false)
            let texts = Captured<[String]>([])
            let bag = DisposeBag()
            do {
                let label = Label("shown")
                box.append(label)
                label.rx.deallocated.subscribe(onNext: { deallocated.value = true }).disposed(by: bag)
                Observable.just("bound").bind(to: label.rx.text).disposed(by: bag)
                texts.value.append(label.text)
            }
            window.present()
            GtkEnvironment.drainPendingEvents()
            XCTAssertFalse(deallocated.value, "GTK still shows the label: its wrapper is kept")
            XCTAssertEqual(texts.value, ["bound"])
            window.destroy()
        }
    }

    // Once only the wrapper holds the widget, the wrapper's release finalizes the widget and
    // reports the deallocation.
    func testAWrapperHeldOnlyBySwiftGoesWithItsLastReference() {
        onMain {
            let finalized = Captured(false)
            let deallocated = Captured(false)
            let bag = DisposeBag()
            do {
                let label = Label("alone")
                label.rx.deallocated.subscribe(onNext: { deallocated.value = true }).disposed(by: bag)
                g_object_weak_ref(label.pointer.assumingMemoryBound(to: GObject.self), { data, _ in
                    Unmanaged<Captured<Bool>>.fromOpaque(data!).takeUnretainedValue().value = true
                }, Unmanaged.passUnretained(finalized).toOpaque())
            }
            XCTAssertTrue(deallocated.value)
            XCTAssertTrue(finalized.value, "the GObject is finalized with its wrapper")
        }
    }

    // A widget removed from its container and dropped by the program goes away.
    func testARemovedWidgetGoesOnceTheProgramLetsGo() {
        onMain {
            let box = Box(.vertical)
            let deallocated = Captured(false)
            let bag = DisposeBag()
            do {
                let label = Label("removed")
                box.append(label)
                label.rx.deallocated.subscribe(onNext: { deallocated.value = true }).disposed(by: bag)
                box.remove(label)
            }
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { deallocated.value }))
        }
    }
}
