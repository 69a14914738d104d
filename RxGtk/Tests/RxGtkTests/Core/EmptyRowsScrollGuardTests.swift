import CGtk
import RxCocoa
import RxGtk
import RxRelay
import RxSwift
import XCTest

/// A list emptied while it is scrolled, and scrolled again before GTK lays it out (the wheel
/// turned as a search empties the list): GTK 4.8's list views looked for a row at the new
/// position, found none and warned "… failed to scroll to given position"; the tests' base
/// fails a test on that warning. Rows that come back scroll as before.
final class EmptyRowsScrollGuardTests: GtkTestCase {
    func testAListViewEmptiedAndScrolledBeforeItsLayout() {
        onMain {
            let bag = DisposeBag()
            let list = ListView()
            let texts = BehaviorRelay(value: rowTexts())
            texts.bind(to: list.rx.items(id: \.self)) { (list: ListView, _: Int, text: String) in
                let cell = list.dequeueCell()
                cell.text = text
                return cell
            }.disposed(by: bag)
            emptyScrollAndRefill(list, texts: texts, lastLine: ["row 199"])
        }
    }

    func testAGridViewEmptiedAndScrolledBeforeItsLayout() {
        onMain {
            let bag = DisposeBag()
            let grid = GridView(maxColumns: 2)
            let texts = BehaviorRelay(value: rowTexts())
            texts.bind(to: grid.rx.items) { (grid: GridView, _: Int, text: String) in
                let cell = grid.dequeueCell()
                cell.text = text
                return cell
            }.disposed(by: bag)
            emptyScrollAndRefill(grid, texts: texts, lastLine: ["row 198", "row 199"])
        }
    }

    func testAColumnViewEmptiedAndScrolledBeforeItsLayout() {
        onMain {
            let bag = DisposeBag()
            let table = ColumnView<String>(columns: [.init("Row") { $0 }])
            let texts = BehaviorRelay(value: rowTexts())
            texts.bind(to: table.rx.items(id: \.self)).disposed(by: bag)
            emptyScrollAndRefill(table, texts: texts, lastLine: ["row 199"])
        }
    }
}

/// The texts of 200 rows.
private func rowTexts() -> [String] {
    (0..<200).map { "row \($0)" }
}

/// Shows `view` scrolled to its end, empties `texts` and scrolls up before the view is laid out
/// again, then puts the rows back and scrolls to the start and to the end, checking that the
/// view follows: at its end, the row at its bottom left shows a text of `lastLine`.
@MainActor
private func emptyScrollAndRefill(_ view: Widget, texts: BehaviorRelay<[String]>, lastLine: Set<String>, file: StaticString = #filePath, line: UInt = #line) {
    let window = Window(title: "Rows", width: 400, height: 300)
    let scrolled = ScrolledWindow(child: view)
    window.child = scrolled
    window.present()
    let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled.widgetPointer))!
    let scrollToEnd = {
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
    }
    let lastLineShown = { bottomLeftText(of: scrolled).map(lastLine.contains) ?? false }
    XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gtk_adjustment_get_upper(adjustment) > 1000 }), "the rows are laid out", file: file, line: line)
    scrollToEnd()
    XCTAssertTrue(GtkEnvironment.runMainLoop(until: lastLineShown), "scrolled to the end", file: file, line: line)

    texts.accept([])
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) - 50)
    XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gtk_adjustment_get_upper(adjustment) == gtk_adjustment_get_page_size(adjustment) }), "the empty view is laid out", file: file, line: line)

    texts.accept(rowTexts())
    XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gtk_adjustment_get_upper(adjustment) > 1000 }), "the rows are back", file: file, line: line)
    gtk_adjustment_set_value(adjustment, 0)
    XCTAssertTrue(GtkEnvironment.runMainLoop(until: { bottomLeftText(of: scrolled) != nil && !lastLineShown() }), "the view scrolls to its start", file: file, line: line)
    scrollToEnd()
    XCTAssertTrue(GtkEnvironment.runMainLoop(until: lastLineShown), "the view scrolls to its end again", file: file, line: line)
    window.destroy()
}

/// The text of the label at the bottom left of `scrolled`, where a pointer there would hit (the
/// first label inside the widget hit).
@MainActor
private func bottomLeftText(of scrolled: ScrolledWindow) -> String? {
    let height = Double(gtk_widget_get_height(scrolled.widgetPointer))
    guard let hit = gtk_widget_pick(scrolled.widgetPointer, 12, height - 12, GTK_PICK_DEFAULT) else { return nil }
    let label = subtree(of: hit).first { g_type_is_a(rxgtk_object_type($0), gtk_label_get_type()) != 0 }
    return label.map { String(cString: gtk_label_get_text(OpaquePointer($0))) }
}
