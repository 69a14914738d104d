import CGtk
import Foundation
import RxCocoa
import RxGtk
import RxSwift

// Measures what one update of an identity-aware list costs the user, end to end: elements
// bound with `rx.items(id:)` to a `ListView` in a shown window, scrolled to the middle; each
// update changes the element of one row on screen (then, in a second series, inserts one
// element above the rows on screen), and is timed from `onNext` until GTK has drawn the frame
// that shows it. A list of 100 rows and one of 10,000 take turns; a Markdown table of medians
// comes out. Run under a display:
// GTK_A11Y=none xvfb-run -a -s "-screen 0 1280x800x24" swift run -c release --package-path RxGtk list-update-cost

/// An element of the measured lists: an identity, a title on the heap (longer than a small
/// string) and a counter that the updates change.
struct Item: Equatable {
    let id: Int
    let title: String
    var count: Int
}

/// What one update cost, in microseconds: until the binding returned (the difference, the
/// splices and the changed row's cell configured) and until the frame was drawn, in wall-clock
/// time and in the main thread's processor time.
struct UpdateCost {
    var binding: Double
    var total: Double
    var bindingCPU: Double
    var totalCPU: Double
}

/// Microseconds on `clock` (`CLOCK_MONOTONIC`, or `CLOCK_THREAD_CPUTIME_ID` for this thread's
/// processor time).
func microseconds(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) * 1_000_000 + Double(time.tv_nsec) / 1_000
}

/// Runs GLib's loop for `seconds`: what is pending runs, and GDK's frame clock, which spaces
/// frames at least a refresh interval apart, is ready to draw the next frame at once.
@MainActor
func settle(_ seconds: Double) {
    _ = GtkEnvironment.runMainLoop(until: { false }, timeout: seconds)
}

/// Runs GLib's loop until the frame clock has drawn a frame after `frame`; `false` if none came
/// within a second. A frame's phases (layout, paint) all run in one dispatch of the clock's
/// source, so the frame is finished once its counter is seen.
@MainActor
func runUntilFrame(after frame: gint64, of clock: OpaquePointer) -> Bool {
    let deadline = microseconds(CLOCK_MONOTONIC) + 1_000_000
    while gdk_frame_clock_get_frame_counter(clock) <= frame {
        if microseconds(CLOCK_MONOTONIC) > deadline { return false }
        g_main_context_iteration(nil, 1)
    }
    return true
}

/// A list of `rows` identified elements bound to a `ListView` in a shown window, scrolled to
/// the middle, and its updates.
@MainActor
final class MeasuredList {
    let rows: Int
    private let list = ListView()
    private let window: Window
    private var items: [Item]
    private let elements = PublishSubject<[Item]>()
    private var binding: Disposable?
    private let clock: OpaquePointer
    /// The rows wholly on screen: the rows the updates change, so that every change is drawn.
    private let shown: [Int]
    private var updateCount = 0
    private var insertCount = 0

    init(rows: Int) {
        self.rows = rows
        let scrolled = ScrolledWindow(child: list)
        window = Window(title: "\(rows) rows", width: 360, height: 480)
        window.child = scrolled
        window.present()
        items = (0..<rows).map { Item(id: $0, title: "Item number \($0) of the list", count: 0) }
        binding = elements.bind(to: list.rx.items(id: { $0.id })) { (list: ListView, _: Int, item: Item) in
            let cell = list.dequeueCell()
            if cell.isEmpty { cell.setContents([Label()]) }
            cell.content(Label.self)?.text = "\(item.title): \(item.count)"
            return cell
        }
        elements.onNext(items)
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled.pointer))
        guard GtkEnvironment.runMainLoop(until: { gtk_adjustment_get_upper(adjustment) > gtk_adjustment_get_page_size(adjustment) }) else {
            fatalError("list-update-cost: the list showed no rows")
        }
        // Scrolled to the middle, where the rows of a long list are neither first nor last.
        scrolled.verticalOffset = (gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)) / 2
        settle(0.3)
        guard let clock = gtk_widget_get_frame_clock(window.widgetPointer) else {
            fatalError("list-update-cost: the window has no frame clock")
        }
        self.clock = clock
        shown = rowsOnScreen(of: list)
        guard shown.count > 4, shown.contains(rows / 2) else {
            fatalError("list-update-cost: the list is not scrolled to the middle (rows on screen: \(shown))")
        }
    }

    /// Changes the element of the next row on screen, and measures the update until GTK has
    /// drawn it.
    func changeRow() -> UpdateCost {
        let row = shown[updateCount % shown.count]
        updateCount += 1
        let cost = measure { $0[row].count += 1 }
        let item = items[row]
        guard list.visibleCells[row]?.content(Label.self)?.text == "\(item.title): \(item.count)" else {
            fatalError("list-update-cost: row \(row) does not show its update")
        }
        return cost
    }

    /// Inserts an element above the rows on screen, and measures the update until GTK has drawn
    /// it (the scroll bar changes; the rows on screen stay).
    func insertAbove() -> UpdateCost {
        let id = rows + insertCount
        insertCount += 1
        let cost = measure { $0.insert(Item(id: id, title: "Item number \(id) of the list", count: 0), at: 0) }
        guard list.rowCount == items.count else {
            fatalError("list-update-cost: the list has \(list.rowCount) rows instead of \(items.count)")
        }
        return cost
    }

    /// Measures the update that `change` makes to the elements. Making the new array (a copy of
    /// the elements) is the program's work, done just before the clock starts, as a program makes
    /// it just before it sends it.
    private func measure(_ change: (inout [Item]) -> Void) -> UpdateCost {
        settle(0.02)
        change(&items)
        let next = items
        let frame = gdk_frame_clock_get_frame_counter(clock)
        let cpuStart = microseconds(CLOCK_THREAD_CPUTIME_ID)
        let start = microseconds(CLOCK_MONOTONIC)
        elements.onNext(next)
        let bound = microseconds(CLOCK_MONOTONIC)
        let cpuBound = microseconds(CLOCK_THREAD_CPUTIME_ID)
        guard runUntilFrame(after: frame, of: clock) else {
            fatalError("list-update-cost: no frame was drawn after the update")
        }
        let drawn = microseconds(CLOCK_MONOTONIC)
        let cpuEnd = microseconds(CLOCK_THREAD_CPUTIME_ID)
        return UpdateCost(binding: bound - start, total: drawn - start, bindingCPU: cpuBound - cpuStart, totalCPU: cpuEnd - cpuStart)
    }

    /// Ends the binding and closes the window.
    func close() {
        binding?.dispose()
        binding = nil
        window.destroy()
    }
}

/// The rows whose cells are wholly inside the list's view, in order.
@MainActor
func rowsOnScreen(of list: ListView) -> [Int] {
    let height = Double(gtk_widget_get_height(list.widgetPointer))
    return list.visibleCells.compactMap { row, cell in
        var x = 0.0, y = 0.0
        guard gtk_widget_get_mapped(cell.widgetPointer) != 0,
              gtk_widget_translate_coordinates(cell.widgetPointer, list.widgetPointer, 0, 0, &x, &y) != 0,
              y >= 0, y + Double(gtk_widget_get_height(cell.widgetPointer)) <= height else { return nil }
        return row
    }.sorted()
}

/// The median of `values`.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

guard GtkEnvironment.start() else {
    print("list-update-cost: no display; run it under xvfb-run")
    exit(1)
}
// Arguments: the number of timed updates (300), then the list sizes (100 and 10,000).
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let updates = arguments.first ?? 300
let sizes = arguments.count > 1 ? Array(arguments.dropFirst()) : [100, 10_000]
// The lists take turns, one update each, so that whatever else the machine does meanwhile
// weighs on every size alike.
let lists = sizes.map(MeasuredList.init(rows:))
let warmUp = 30
let kinds: [(name: String, update: (MeasuredList) -> UpdateCost)] = [
    ("one row changed", { $0.changeRow() }),
    ("one row inserted above", { $0.insertAbove() }),
]
print("| update | rows | updates | binding (µs) | until drawn (µs) | binding, main thread CPU (µs) | until drawn, main thread CPU (µs) |")
print("|---|---:|---:|---:|---:|---:|---:|")
var ratios: [String] = []
for kind in kinds {
    var costs = [[UpdateCost]](repeating: [], count: lists.count)
    for round in 0..<(warmUp + updates) {
        for (index, list) in lists.enumerated() {
            let cost = kind.update(list)
            if round >= warmUp {
                costs[index].append(cost)
            }
        }
    }
    var medians: [Int: Double] = [:]
    for (list, costs) in zip(lists, costs) {
        medians[list.rows] = median(costs.map(\.total))
        print("| \(kind.name) | \(list.rows) | \(costs.count) | " + String(
            format: "%.1f | %.1f | %.1f | %.1f |",
            median(costs.map(\.binding)), median(costs.map(\.total)), median(costs.map(\.bindingCPU)), median(costs.map(\.totalCPU))
        ))
    }
    if let small = medians[100], let large = medians[10_000] {
        ratios.append("\(kind.name), until drawn, 10,000 rows / 100 rows: " + String(format: "%.2fx", large / small))
    }
}
lists.forEach { $0.close() }
ratios.forEach { print($0) }
