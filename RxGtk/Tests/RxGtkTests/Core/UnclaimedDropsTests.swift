import CGtk
import RxCocoa
import RxGtk
import RxRelay
import RxSwift
import RxTest
import XCTest

/// A drop that no drop target takes, on a real window, driven by real X pointer drags
/// (`xdotool`).
final class UnclaimedDropsTests: GtkTestCase {
    // A row dragged over its list and let go beside it at once, before GTK heard that the
    // pointer left the list, is dropped where nothing takes drops: the window refuses the
    // drop, so GDK does not warn that it was left unfinished, nothing moves, and each drag
    // ends (an unended drag keeps its drag source and the handlers connected to it).
    func testARowLetGoBesideItsListAtOnceIsRefused() throws {
        try onMain {
            let handlersAtStart = liveSignalHandlerCount
            do {
                let bag = DisposeBag()
                let window = Window(title: "A list and a label", width: 600, height: 400)
                let box = Box(.horizontal, spacing: 0)
                window.child = box
                let list = ListView()
                let scrolled = ScrolledWindow(child: list)
                scrolled.expandsHorizontally = true
                box.append(scrolled)
                let beside = Label("beside")
                beside.expandsHorizontally = true
                box.append(beside)
                let items = BehaviorRelay(value: ["a", "b", "c", "d"])
                items.bind(to: list.rx.items(id: \.self)) { (list: ListView, _: Int, text: String) in
                    let cell = list.dequeueCell()
                    cell.text = text
                    return cell
                }.disposed(by: bag)
                let edits = Captured<[String]>([])
                applyEdits(deleted: list.rx.itemDeleted, moved: list.rx.itemMoved, to: items, recordingIn: edits, bag: bag)
                list.rowEditing = .moving
                RealPointerAndKeyboard.show(window, until: beside)
                XCTAssertTrue(GtkEnvironment.runMainLoop(until: {
                    list.visibleCells.count == 4 && list.visibleCells.values.allSatisfy { gtk_widget_get_height($0.widgetPointer) > 0 }
                }), "the rows are shown")
                let point = { (row: Int, fraction: Double) in
                    RealPointerAndKeyboard.point(in: list.visibleCells[row]!, of: window, fractionY: fraction)
                }
                let outside = RealPointerAndKeyboard.point(in: beside, of: window)
                // Not every drag loses the race against the drop target's answer: several do.
                for _ in 0..<5 {
                    let start = point(0, 0.5), over = point(2, 0.75)
                    try RealPointerAndKeyboard.xdotool(["mousemove", "\(start.x)", "\(start.y)", "mousedown", "1"])
                    _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.1)
                    for step in 1...4 {
                        try RealPointerAndKeyboard.xdotool(["mousemove", "\(start.x)", "\(start.y + (over.y - start.y) * step / 4)"])
                        _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.05)
                    }
                    // The list has taken the drag; the release follows the move out at once.
                    _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.2)
                    try RealPointerAndKeyboard.xdotool(["mousemove", "\(outside.x)", "\(outside.y)", "mouseup", "1"])
                    _ = GtkEnvironment.runMainLoop(until: { false }, timeout: 0.5)
                }
                XCTAssertEqual(edits.value, [], "a drop beside the list is no move")
                window.destroy()
            }
            GtkEnvironment.drainPendingEvents()
            XCTAssertEqual(liveSignalHandlerCount, handlersAtStart, "every drag ended, and let its drag source go with the window")
        }
    }
}
