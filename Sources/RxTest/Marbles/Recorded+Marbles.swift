import RxSwift

/// Parses marble strings into recorded events; the syntax is documented on
/// `Recorded.events(marbles:values:error:tick:)`.
enum MarbleParser {
    /// The events of `marbles`, with `next` elements produced by `element`, which returns
    /// `nil` for characters that have no element.
    static func parse<Element>(_ marbles: String, tick: TestTime, error: Swift.Error, element: (Character) -> Element?) -> [Recorded<Event<Element>>] {
        let characters = Array(marbles).filter { $0 != " " }
        let referenceFrame = referenceFrameIndex(characters, marbles: marbles)
        let originTime = referenceFrame.map { TestScheduler.Defaults.subscribed - $0 * tick } ?? 0
        var events: [Recorded<Event<Element>>] = []
        var frame = 0
        var groupStart: Int?
        for (position, character) in characters.enumerated() {
            let time = originTime + (groupStart ?? frame) * tick
            switch character {
            case "-", "^":
                if groupStart != nil {
                    failure(marbles, "'\(character)' at position \(position) is inside a group")
                }
            case "(":
                if groupStart != nil {
                    failure(marbles, "groups cannot be nested (position \(position))")
                }
                groupStart = frame
                continue
            case ")":
                if groupStart == nil {
                    failure(marbles, "')' at position \(position) closes no group")
                }
                groupStart = nil
            case "|":
                events.append(Recorded(time: time, value: .completed))
            case "#":
                events.append(Recorded(time: time, value: .error(error)))
            default:
                guard let value = element(character) else {
                    failure(marbles, "the marble '\(character)' at position \(position) has no value in `values`")
                }
                events.append(Recorded(time: time, value: .next(value)))
            }
            if groupStart == nil {
                frame += 1
            }
        }
        if groupStart != nil {
            failure(marbles, "a group is not closed")
        }
        return events
    }

    /// The frame index of `^`, or `nil` when there is none.
    private static func referenceFrameIndex(_ characters: [Character], marbles: String) -> Int? {
        var frame = 0
        var inGroup = false
        var found: Int?
        for character in characters {
            switch character {
            case "(": inGroup = true
            case ")": inGroup = false; frame += 1
            case "^":
                if found != nil {
                    failure(marbles, "'^' may appear only once")
                }
                found = frame
                frame += 1
            default:
                if !inGroup { frame += 1 }
            }
        }
        return found
    }

    private static func failure(_ marbles: String, _ message: String) -> Never {
        fatalError("RxTest marbles \"\(marbles)\": \(message).")
    }
}

extension Recorded {
    /// The events drawn by `marbles`, each character standing for `tick` ticks.
    ///
    /// A marble string is read left to right, one frame of `tick` ticks per character:
    /// - `-` is a frame without events;
    /// - `|` is `completed`, `#` is `error` (with the given error);
    /// - any other character is a `next` event whose element is that character's entry in
    ///   `values` (for the `String` variants: the character itself, as a one-character string);
    /// - `(` and `)` group events that happen in the same frame, such as `(ab)`; the whole group
    ///   takes one frame;
    /// - `^` marks the frame at tick `TestScheduler.Defaults.subscribed` (200): frames are counted
    ///   from it in both directions. It may appear once, outside groups. Without `^`, the first
    ///   character is tick 0;
    /// - spaces are ignored, so marble strings can be aligned.
    ///
    /// For example, with a tick of 10, `"--a-(bc)-|"` is `next(a)` at 20, `next(b)` and
    /// `next(c)` at 40, and `completed` at 60; `"-a-^-b-|"` is `next(a)` at 180, `next(b)` at 220
    /// and `completed` at 240.
    ///
    /// A malformed string (an unknown character, a nested or unclosed group, `^` twice or in a
    /// group) is a programmer error and stops the test with a message naming the position.
    public static func events<T>(marbles: String, values: [Character: T], error: Swift.Error = MarbleError(), tick: TestTime = 10) -> [Recorded<Event<T>>] where Value == Event<T> {
        MarbleParser.parse(marbles, tick: tick, error: error) { values[$0] }
    }

    /// The events drawn by `marbles` (syntax of `events(marbles:values:error:tick:)`), each
    /// element being its marble character as a one-character string.
    public static func events(marbles: String, error: Swift.Error = MarbleError(), tick: TestTime = 10) -> [Recorded<Event<String>>] where Value == Event<String> {
        MarbleParser.parse(marbles, tick: tick, error: error) { String($0) }
    }
}
