import RxCocoa
import RxGtk
import RxSwift

/// A calculator: the taps of every key merge into one stream of commands, and `scan` folds
/// them into the calculator's state, whose display is bound to the label.
@MainActor
public final class CalculatorPage: GalleryPage {
    public static let name = "calculator"
    public static let title = "Calculator"

    /// What a key does.
    public nonisolated enum Key: Sendable, Equatable {
        /// Types a digit.
        case digit(Int)
        /// Types the decimal point.
        case point
        /// Resolves what is pending and starts an operation.
        case operation(Operation)
        /// Resolves what is pending.
        case equals
        /// Starts over.
        case clear
        /// Changes the sign of the number shown.
        case changeSign
    }

    /// The four operations, named by their keys.
    public nonisolated enum Operation: String, Sendable, Equatable {
        /// Addition.
        case add = "+"
        /// Subtraction.
        case subtract = "−"
        /// Multiplication.
        case multiply = "×"
        /// Division; by zero the display shows "Error".
        case divide = "÷"

        func apply(_ left: Double, _ right: Double) -> Double {
            switch self {
            case .add: left + right
            case .subtract: left - right
            case .multiply: left * right
            case .divide: left / right
            }
        }
    }

    /// The calculator's state: the number being typed, and the pending operation.
    public nonisolated struct State: Sendable, Equatable {
        /// What the display shows.
        public var display = "0"
        var accumulator: Double?
        var pending: Operation?
        var isTypingNumber = false

        /// A calculator showing 0.
        public init() {}

        /// The state after `key`.
        public func after(_ key: Key) -> State {
            var next = self
            switch key {
            case .digit(let digit):
                next.display = isTypingNumber && display != "0" ? display + String(digit) : String(digit)
                next.isTypingNumber = true
            case .point:
                if !isTypingNumber {
                    next.display = "0."
                } else if !display.contains(".") {
                    next.display = display + "."
                }
                next.isTypingNumber = true
            case .changeSign:
                next.display = display.hasPrefix("-") ? String(display.dropFirst()) : (display == "0" ? "0" : "-" + display)
            case .clear:
                next = State()
            case .operation(let operation):
                next = next.resolved()
                next.accumulator = Double(next.display)
                next.pending = operation
            case .equals:
                next = next.resolved()
                next.accumulator = nil
                next.pending = nil
            }
            return next
        }

        /// Applies the pending operation to the number typed.
        private func resolved() -> State {
            var next = self
            next.isTypingNumber = false
            if let accumulator, let pending, isTypingNumber, let operand = Double(display) {
                next.display = State.format(pending.apply(accumulator, operand))
                next.accumulator = nil
                next.pending = nil
            }
            return next
        }

        /// `value` as the display shows it: whole numbers without a decimal point.
        static func format(_ value: Double) -> String {
            if !value.isFinite { return "Error" }
            if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            return String(value)
        }
    }

    public let root: Widget
    public let display = Label("0")
    /// The keys, by their label.
    public private(set) var keys: [String: Button] = [:]
    private let disposeBag = DisposeBag()

    public init() {
        let page = pageFrame(title: "Calculator", explanation: "Every key is a ControlEvent; scan folds their merged taps into the state.")
        display.addCSSClass("title-1")
        page.append(display)
        let layout: [[(String, Key)]] = [
            [("C", .clear), ("±", .changeSign), ("÷", .operation(.divide)), ("×", .operation(.multiply))],
            [("7", .digit(7)), ("8", .digit(8)), ("9", .digit(9)), ("−", .operation(.subtract))],
            [("4", .digit(4)), ("5", .digit(5)), ("6", .digit(6)), ("+", .operation(.add))],
            [("1", .digit(1)), ("2", .digit(2)), ("3", .digit(3)), ("=", .equals)],
            [("0", .digit(0)), (".", .point)],
        ]
        var taps: [Observable<Key>] = []
        for row in layout {
            let rowBox = Box(.horizontal, spacing: 6)
            for (label, key) in row {
                let button = Button(label: label)
                button.expandsHorizontally = true
                rowBox.append(button)
                keys[label] = button
                taps.append(button.rx.tap.map { key })
            }
            page.append(rowBox)
        }
        root = page

        Observable.merge(taps)
            .scan(State()) { state, key in state.after(key) }
            .map(\.display)
            .startWith("0")
            .bind(to: display.rx.text)
            .disposed(by: disposeBag)
    }

    /// Presses the keys of `text` in order ("12+30=").
    public func press(_ text: String) {
        for character in text {
            keys[String(character)]?.click()
        }
    }

    /// Computes 12 × 3.5 + 1.
    public func playDemo() {
        press("12×3.5+1=")
    }
}
