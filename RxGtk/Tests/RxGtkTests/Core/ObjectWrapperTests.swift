import CGtk
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

/// Marks the `Captured<Bool>` given as data when GLib finalizes the object.
private let markFinalized: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GObject>?) -> Void = { data, _ in
    guard let data else { return }
    Unmanaged<Captured<Bool>>.fromOpaque(data).takeUnretainedValue().value = true
}

final class ObjectWrapperTests: GtkTestCase {
    // A wrapper owns one reference to its GObject: an application's and an action's GObject
    // are finalized when their wrapper goes, and the control events on their signals complete
    // then, their handlers released (the test base counts them).
    func testTheGObjectGoesWithItsWrapperAndItsEventsComplete() {
        onMain {
            let finalized = [Captured(false), Captured(false)]
            let completed = Captured(0)
            var application: Application? = Application(id: "org.example.ObjectWrapperTests")
            var action: SimpleAction? = SimpleAction(name: "go")
            let activations = Captured(0)
            for (object, flag) in zip([application!.pointer, action!.pointer], finalized) {
                g_object_weak_ref(object.assumingMemoryBound(to: GObject.self), markFinalized, Unmanaged.passUnretained(flag).toOpaque())
            }
            _ = application?.rx.activate.subscribe(onCompleted: { completed.value += 1 })
            _ = action?.rx.activated.subscribe(onNext: { activations.value += 1 }, onCompleted: { completed.value += 1 })
            action?.activate()
            XCTAssertEqual(activations.value, 1, "\"activate\" passes its parameter to the handler, which still runs")

            application = nil
            action = nil
            XCTAssertEqual(finalized.map(\.value), [true, true])
            XCTAssertEqual(completed.value, 2)
        }
    }
}
