import CGtk
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class PanedRxTests: GtkTestCase {
    func testPositionFollowsADragOfTheHandleButNotTheProgram() throws {
        try onMain {
            let (window, paned) = makePanedWindow()
            let positions = Captured<[Int32]>([])
            let bag = DisposeBag()
            paned.rx.position.subscribe(onNext: { positions.value.append($0) }).disposed(by: bag)
            XCTAssertEqual(positions.value, [150])

            paned.position = 100
            Observable.just(Int32(120)).bind(to: paned.rx.position).disposed(by: bag)
            XCTAssertEqual(paned.position, 120)
            XCTAssertEqual(positions.value, [150], "the program's sets, direct or bound, do not emit")

            _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.1)
            let (_, y) = RealPointerAndKeyboard.point(in: paned, of: window)
            try RealPointerAndKeyboard.drag(from: (120, y), to: (200, y))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { (positions.value.last ?? 0) > 150 }), "a drag of the handle emits: \(positions.value)")
            XCTAssertEqual(positions.value.last, paned.position)

            let count = positions.value.count
            paned.dragHandle(to: 60)
            XCTAssertEqual(positions.value.count, count + 1, "dragHandle(to:) acts as the user")
            XCTAssertEqual(positions.value.last, 60)
            window.destroy()
        }
    }

    func testADestroyedPanedEndsItsPositionAndReleasesItsHandlers() {
        onMain {
            let resourcesBefore = Resources.total
            let handlersBefore = liveSignalHandlerCount
            let (window, paned) = makePanedWindow()
            let events = Captured<[String]>([])
            var subscription: Disposable? = paned.rx.position.subscribe(onNext: { _ in events.value.append("next") }, onCompleted: { events.value.append("completed") })
            window.destroy()
            XCTAssertEqual(events.value, ["next", "completed"])
            subscription = nil
            XCTAssertNil(subscription)
            XCTAssertEqual(Resources.total, resourcesBefore)
            // The window's own watches of its realization and its destruction live as long as
            // the window.
            XCTAssertEqual(liveSignalHandlerCount, handlersBefore + 2)
        }
    }
}

/// A window 400 pixels wide split by a paned whose handle is at 150.
@MainActor
private func makePanedWindow() -> (Window, Paned) {
    let paned = Paned(.horizontal)
    paned.startChild = Label("start")
    paned.endChild = Label("end")
    paned.position = 150
    let window = Window(title: "Paned", width: 400, height: 200)
    window.child = paned
    RealPointerAndKeyboard.show(window, until: paned)
    return (window, paned)
}
