import CGtk
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class SearchBarRxTests: GtkTestCase {
    /// The user focuses a button, opens the bar by typing in the window, asks for the next match, presses Enter,
    /// and closes the bar with Escape, all with the real keyboard.
    func testSearchModeAndTheFieldsEventsFollowTheRealKeyboard() throws {
        try onMain {
            let entry = SearchEntry(placeholder: "Search")
            let bar = SearchBar(entry: entry)
            let content = Button(label: "Type to search")
            content.expandsVertically = true
            let box = Box(.vertical)
            box.append(bar)
            box.append(content)
            let window = Window(title: "Search bar", width: 400, height: 200)
            window.child = box
            bar.captureKeys(from: window)
            RealPointerAndKeyboard.show(window, until: content)
            let modes = Captured<[Bool]>([])
            let events = Captured<[String]>([])
            let bag = DisposeBag()
            bar.rx.isSearchModeOn.subscribe(onNext: { modes.value.append($0) }).disposed(by: bag)
            entry.rx.activate.subscribe(onNext: { events.value.append("activate") }).disposed(by: bag)
            entry.rx.stopSearch.subscribe(onNext: { events.value.append("stop") }).disposed(by: bag)
            entry.rx.nextMatch.subscribe(onNext: { events.value.append("next") }).disposed(by: bag)
            entry.rx.searchChanged.subscribe(onNext: { events.value.append("search \($0)") }).disposed(by: bag)
            XCTAssertEqual(modes.value, [false])

            bar.isSearchModeOn = true
            Observable.just(false).bind(to: bar.rx.isSearchModeOn).disposed(by: bag)
            XCTAssertFalse(bar.isSearchModeOn)
            XCTAssertEqual(modes.value, [false], "the program opening and closing the bar does not emit")

            try RealPointerAndKeyboard.press("a", over: content, of: window)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { modes.value == [false, true] }), "typing in the window opens the bar: \(modes.value)")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { events.value.contains("search a") }), "the key reaches the field: \(events.value)")
            try RealPointerAndKeyboard.xdotool(["key", "ctrl+g", "Return"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { events.value.contains("activate") }), "Enter activates: \(events.value)")
            XCTAssertTrue(events.value.contains("next"), "Ctrl+G asks for the next match: \(events.value)")
            try RealPointerAndKeyboard.xdotool(["key", "Escape"])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { modes.value == [false, true, false] }), "Escape closes the bar: \(modes.value)")
            XCTAssertEqual(events.value.filter { $0 == "stop" }, ["stop"])
            window.destroy()
        }
    }
}
