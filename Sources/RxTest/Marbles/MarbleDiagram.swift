import RxSwift

/// Draws recorded events as marble timelines, such as `--1--2--|`, to show how two recordings
/// differ. `XCTAssertEqual` on recorded events uses it for its failure message.
///
/// Drawing rules:
/// - every character of a timeline is one frame of `tick` ticks, where `tick` is the greatest
///   common divisor of all the event times drawn, and the first frame is tick 0 (or the
///   earliest negative time);
/// - `-` is a frame without events, `|` is `completed`, `#` is an error; an element whose
///   description is one character (other than a marble symbol) is drawn as that character, any
///   other element in parentheses, so that `(20)(31)` reads as two elements where `2031` would
///   read as one; several events in one frame are grouped in parentheses, such as `(ab)`, or
///   `(10,20)` when an element's description is not a single plain character;
/// - a frame whose content is wider in one timeline is padded with spaces in the other, so
///   frames stay aligned (trailing spaces are trimmed); a stretch of more than 12 frames without events in either timeline
///   is shortened to `---~---`;
/// - in a comparison, `^` under the timelines marks the frame of the first difference.
public enum MarbleDiagram {
    /// The longest run of empty frames drawn in full.
    static let longestDrawnGap = 12

    /// `expected` drawn above `actual`, the first difference marked with `^` and described
    /// in words; `nil` when the recordings are equal.
    public static func comparison<Element: Equatable>(expected: [Recorded<Event<Element>>], actual: [Recorded<Event<Element>>]) -> String? {
        comparison(expected: expected, actual: actual, elementsAreEqual: { $0 == $1 }, describe: { "\($0)" })
    }

    /// `expected` drawn above `actual` for optional elements (`nil` is drawn as `nil`), the
    /// first difference marked with `^`; `nil` when the recordings are equal.
    public static func comparison<Element: Equatable>(expected: [Recorded<Event<Element?>>], actual: [Recorded<Event<Element?>>]) -> String? {
        comparison(expected: expected, actual: actual, elementsAreEqual: { $0 == $1 }, describe: { $0.map { "\($0)" } ?? "nil" })
    }

    /// One recording drawn as a timeline, such as `--1--2--|`.
    public static func timeline<Element>(_ events: [Recorded<Event<Element>>]) -> String {
        let layout = Layout(rows: [events], describe: { "\($0)" })
        return layout.rows[0]
    }

    /// The comparison drawn with the given element equality and description.
    static func comparison<Element>(expected: [Recorded<Event<Element>>], actual: [Recorded<Event<Element>>], elementsAreEqual: (Element, Element) -> Bool, describe: (Element) -> String) -> String? {
        guard let difference = firstDifference(expected: expected, actual: actual, elementsAreEqual: elementsAreEqual) else {
            return nil
        }
        let layout = Layout(rows: [expected, actual], describe: describe)
        let differenceTime = [difference.expected?.time, difference.actual?.time].compactMap { $0 }.min() ?? 0
        let caretColumn = layout.column(ofTime: differenceTime)
        let expectedLabel = "expected: "
        let actualLabel = "actual:   "
        func describeRecorded(_ recorded: Recorded<Event<Element>>?) -> String {
            guard let recorded else { return "no event" }
            return "\(MarbleDiagram.describeEvent(recorded.value, describe: describe)) @ \(recorded.time)"
        }
        return [
            "one frame = \(layout.tick) tick\(layout.tick == 1 ? "" : "s"), first frame at tick \(layout.originFrame * layout.tick)",
            expectedLabel + layout.rows[0],
            actualLabel + layout.rows[1],
            String(repeating: " ", count: expectedLabel.count + caretColumn) + "^",
            "first difference at event \(difference.index), tick \(differenceTime): expected \(describeRecorded(difference.expected)), actual \(describeRecorded(difference.actual))",
        ].joined(separator: "\n")
    }

    /// The first position at which the recordings differ, with the event of each (`nil` when
    /// that recording has ended).
    static func firstDifference<Element>(expected: [Recorded<Event<Element>>], actual: [Recorded<Event<Element>>], elementsAreEqual: (Element, Element) -> Bool) -> (index: Int, expected: Recorded<Event<Element>>?, actual: Recorded<Event<Element>>?)? {
        let sharedCount = min(expected.count, actual.count)
        for index in 0..<sharedCount {
            let left = expected[index], right = actual[index]
            if left.time != right.time || !eventsAreEqual(left.value, right.value, elementsAreEqual: elementsAreEqual) {
                return (index, left, right)
            }
        }
        if expected.count == actual.count {
            return nil
        }
        return (sharedCount, expected.count > sharedCount ? expected[sharedCount] : nil, actual.count > sharedCount ? actual[sharedCount] : nil)
    }

    /// An event in words, such as `next(1)`, `completed` or `error(description)`.
    static func describeEvent<Element>(_ event: Event<Element>, describe: (Element) -> String) -> String {
        switch event {
        case .next(let element): return "next(\(describe(element)))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }

    /// The aligned drawing of one or more recordings.
    struct Layout {
        /// The ticks per frame.
        let tick: Int
        /// The frame number of the first character.
        let originFrame: Int
        /// Each recording drawn, all of the same width.
        private(set) var rows: [String]
        /// The column at which each time with events starts.
        private var columns: [Int: Int] = [:]

        init<Element>(rows recordings: [[Recorded<Event<Element>>]], describe: (Element) -> String) {
            let times = Set(recordings.flatMap { $0.map(\.time) }).sorted()
            let divisor = times.reduce(0) { greatestCommonDivisor($0, abs($1)) }
            tick = divisor == 0 ? 1 : divisor
            originFrame = min(0, (times.first ?? 0) / (divisor == 0 ? 1 : divisor))
            rows = Array(repeating: "", count: recordings.count)
            var previousFrame = originFrame - 1
            for time in times {
                let frame = time / tick
                let gap = frame - previousFrame - 1
                let gapDrawing = gap > MarbleDiagram.longestDrawnGap ? "---~---" : String(repeating: "-", count: gap)
                let cells = recordings.map { recording in
                    MarbleDiagram.cell(recording.filter { $0.time == time }.map(\.value), describe: describe)
                }
                let width = cells.map(\.count).max() ?? 1
                columns[time] = (rows.first?.count ?? 0) + gapDrawing.count
                for index in rows.indices {
                    rows[index] += gapDrawing + cells[index] + String(repeating: " ", count: width - cells[index].count)
                }
                previousFrame = frame
            }
            rows = rows.map { row in
                var trimmed = Substring(row)
                while trimmed.last == " " { trimmed.removeLast() }
                return String(trimmed)
            }
        }

        /// The column of the frame of `time` (which must be one of the drawn times).
        func column(ofTime time: Int) -> Int {
            columns[time] ?? 0
        }
    }

    /// The characters that mean something in a timeline; an element described by one of them is
    /// drawn in parentheses.
    static let markerCharacters: Set<Character> = ["-", "|", "#", "(", ")", "^", "~", ",", " "]

    /// Whether `description` can be drawn bare: one character that is not a marble symbol.
    static func isPlainSymbol(_ description: String) -> Bool {
        description.count == 1 && !markerCharacters.contains(description.first!)
    }

    /// The drawing of the events of one frame.
    static func cell<Element>(_ events: [Event<Element>], describe: (Element) -> String) -> String {
        var allPlain = true
        let symbols = events.map { event -> String in
            switch event {
            case .next(let element):
                let description = describe(element)
                allPlain = allPlain && isPlainSymbol(description)
                return description
            case .error: return "#"
            case .completed: return "|"
            }
        }
        switch symbols.count {
        case 0: return "-"
        case 1: return allPlain ? symbols[0] : "(" + symbols[0] + ")"
        default: return "(" + symbols.joined(separator: allPlain ? "" : ",") + ")"
        }
    }
}

/// The greatest common divisor of two non-negative integers.
func greatestCommonDivisor(_ first: Int, _ second: Int) -> Int {
    var (a, b) = (first, second)
    while b != 0 {
        (a, b) = (b, a % b)
    }
    return a
}
