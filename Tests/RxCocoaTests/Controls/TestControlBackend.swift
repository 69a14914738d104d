import Foundation
import RxCocoa
import RxSwift

/// The events of the test toolkit's controls.
enum TestControlEvent: Hashable {
    case editingChanged
    case valueChanged
    case touchUpInside
}

/// The base class of the test toolkit's controls: it keeps handlers per event like a toolkit's
/// signal table, calls them when the "user" acts. A main-actor class, as toolkits' controls are.
@MainActor
class TestControl: ReactiveControl {
    nonisolated let deallocationTracker = DeallocationTracker()
    private var handlers: [Int: (event: TestControlEvent, handler: @MainActor () -> Void)] = [:]
    private var nextHandlerID = 0

    /// How many handlers are registered.
    var handlerCount: Int { handlers.count }

    /// Whether every registration and removal happened on the main thread.
    private(set) var everyCallWasOnTheMainThread = true

    func addControlHandler(for event: TestControlEvent, _ handler: @escaping @MainActor () -> Void) -> Int {
        everyCallWasOnTheMainThread = everyCallWasOnTheMainThread && Thread.isMainThread
        nextHandlerID += 1
        handlers[nextHandlerID] = (event, handler)
        return nextHandlerID
    }

    func removeControlHandler(_ id: Int) {
        everyCallWasOnTheMainThread = everyCallWasOnTheMainThread && Thread.isMainThread
        handlers[id] = nil
    }

    /// Sends `event` to its handlers, in registration order.
    func send(_ event: TestControlEvent) {
        let matching = handlers.sorted { $0.key < $1.key }.filter { $0.value.event == event }
        for (_, registration) in matching {
            registration.handler()
        }
    }
}

/// A text field. Setting `text` is a programmatic change; `userTypes(_:)` is a user edit.
final class TestTextField: TestControl {
    /// Whether a programmatic change also sends `.editingChanged`, as GTK's "changed" does.
    var reportsProgrammaticChanges = false
    /// How many times `text` was set.
    private(set) var textSetCount = 0

    var text: String? {
        didSet {
            textSetCount += 1
            if reportsProgrammaticChanges {
                send(.editingChanged)
            }
        }
    }

    init(text: String? = nil) {
        self.text = text
    }

    /// The user replaces the text with `newText`.
    func userTypes(_ newText: String) {
        let reports = reportsProgrammaticChanges
        reportsProgrammaticChanges = false
        text = newText
        textSetCount -= 1
        reportsProgrammaticChanges = reports
        send(.editingChanged)
    }
}

/// A button; `userTaps()` is a user tap.
final class TestButton: TestControl {
    func userTaps() {
        send(.touchUpInside)
    }
}

/// A label: a plain object with text, bound through a `Binder`.
final class TestLabel: DeallocationObservable {
    let deallocationTracker = DeallocationTracker()
    var text: String?
}

extension Reactive where Base: TestTextField {
    /// The field's text, like UITextField's `rx.text`.
    var text: ControlProperty<String?> {
        controlProperty(editingEvents: .editingChanged, getter: { $0.text }, setter: { $0.text = $1 })
    }
}

extension Reactive where Base: TestButton {
    /// The button's taps, like UIButton's `rx.tap`.
    var tap: ControlEvent<Void> {
        controlEvent(.touchUpInside)
    }
}

extension Reactive where Base: TestLabel {
    /// The label's text, like UILabel's `rx.text`.
    var text: Binder<String?> {
        Binder(base) { label, text in label.text = text }
    }
}
