import CGtk
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class ScrolledWindowRxTests: GtkTestCase {
    func testVerticalOffsetFollowsTheWheelButNotTheProgram() throws {
        try onMain {
            let (window, scrolled) = makeScrolledWindow()
            let offsets = Captured<[Double]>([])
            let bag = DisposeBag()
            scrolled.rx.verticalOffset.subscribe(onNext: { offsets.value.append($0) }).disposed(by: bag)
            XCTAssertEqual(offsets.value, [0])

            scrolled.verticalOffset = 40
            Observable.just(80.0).bind(to: scrolled.rx.verticalOffset).disposed(by: bag)
            XCTAssertEqual(scrolled.verticalOffset, 80)
            XCTAssertEqual(offsets.value, [0], "the program's scrolling, direct or bound, does not emit")

            let (x, y) = RealPointerAndKeyboard.point(in: scrolled, of: window)
            try RealPointerAndKeyboard.xdotool(["mousemove", "\(x)", "\(y)", "click", "--repeat", "3", "--delay", "30", "5"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { (offsets.value.last ?? 0) > 80 }), "the wheel scrolls down: \(offsets.value)")
            XCTAssertEqual(offsets.value.last, scrolled.verticalOffset)
            window.destroy()
        }
    }

    func testEdgeReachedFollowsTheWheel() throws {
        try onMain {
            let (window, scrolled) = makeScrolledWindow()
            let reached = Captured<[ScrolledWindow.Edge]>([])
            let bag = DisposeBag()
            scrolled.rx.edgeReached.subscribe(onNext: { reached.value.append($0) }).disposed(by: bag)
            scrolled.verticalOffset = 10_000
            XCTAssertEqual(reached.value, [], "the program's scrolling to the end is not the user's")
            scrolled.verticalOffset = 0

            let (x, y) = RealPointerAndKeyboard.point(in: scrolled, of: window)
            try RealPointerAndKeyboard.xdotool(["mousemove", "\(x)", "\(y)", "click", "--repeat", "80", "--delay", "10", "5"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { reached.value.contains(.bottom) }), "the wheel reaches the bottom: \(reached.value)")
            XCTAssertEqual(reached.value, [.bottom])
            window.destroy()
        }
    }

    /// GTK overshoots when a touchpad's or a touch screen's scrolling goes past an edge, which
    /// X's wheel clicks never do: the signal is emitted as GTK emits it.
    func testEdgeOvershotReportsTheEdge() {
        onMain {
            let scrolled = ScrolledWindow(child: Label("content"))
            let overshot = Captured<[ScrolledWindow.Edge]>([])
            let bag = DisposeBag()
            scrolled.rx.edgeOvershot.subscribe(onNext: { overshot.value.append($0) }).disposed(by: bag)
            emitEdgeOvershot(scrolled, GTK_POS_TOP)
            emitEdgeOvershot(scrolled, GTK_POS_RIGHT)
            scrolled.performProgrammaticChange { emitEdgeOvershot(scrolled, GTK_POS_BOTTOM) }
            XCTAssertEqual(overshot.value, [.top, .right], "what the program's own change makes GTK emit is left out")
        }
    }
}

/// A scrolled list of 60 labels in a window 200 pixels high.
@MainActor
private func makeScrolledWindow() -> (Window, ScrolledWindow) {
    let rows = Box(.vertical, spacing: 4)
    for number in 1...60 {
        rows.append(Label("Row \(number)"))
    }
    let scrolled = ScrolledWindow(child: rows)
    let window = Window(title: "Scrolling", width: 300, height: 200)
    window.child = scrolled
    RealPointerAndKeyboard.show(window, until: scrolled)
    return (window, scrolled)
}

/// Emits `scrolled`'s "edge-overshot" for `edge`, as GTK does.
@MainActor
private func emitEdgeOvershot(_ scrolled: ScrolledWindow, _ edge: GtkPositionType) {
    let signal = g_signal_lookup("edge-overshot", gtk_scrolled_window_get_type())
    withVaList([Int32(edge.rawValue)]) { arguments in
        g_signal_emit_valist(scrolled.pointer, signal, 0, arguments)
    }
}
