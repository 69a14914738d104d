import Foundation
import Synchronization

extension ObservableType {
    /// Prints every event, the subscription and its disposal, each line prefixed with a
    /// timestamp and `identifier` (by default the file name, line and function of the call).
    ///
    /// With `trimOutput`, an event description longer than 40 characters is shortened to its
    /// first and last 20 characters.
    @inlinable
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> Observable<Element> {
        let source = asObservable()
        let label = DebugLogger.label(identifier: identifier, file: file, line: line, function: function)
        return ClosureProducer { observer in
            let sink = DebugSink(logger: DebugLogger(label: label, trimOutput: trimOutput), observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

/// Formats and prints the lines of one `debug` subscription.
@usableFromInline
struct DebugLogger {
    /// Event descriptions longer than this are shortened when trimming.
    @usableFromInline static let maximumEventTextLength = 40

    @usableFromInline let label: String
    @usableFromInline let trimOutput: Bool
    @usableFromInline let formatter: DateFormatter

    @usableFromInline
    init(label: String, trimOutput: Bool) {
        self.label = label
        self.trimOutput = trimOutput
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
    }

    /// `identifier`, or `File.swift:line (function)` for the call site when it is `nil`.
    @usableFromInline
    static func label(identifier: String?, file: String, line: UInt, function: String) -> String {
        if let identifier {
            return identifier
        }
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        return "\(fileName):\(line) (\(function))"
    }

    /// Prints `message` with the timestamp and label.
    @usableFromInline
    func log(_ message: String) {
        print("\(formatter.string(from: Date())): \(label) -> \(message)")
    }

    /// Prints an event, shortened when trimming.
    @usableFromInline
    func logEvent(_ description: String) {
        var text = description
        if trimOutput && text.count > Self.maximumEventTextLength {
            let half = Self.maximumEventTextLength / 2
            text = String(text.prefix(half)) + "..." + String(text.suffix(half))
        }
        log("Event \(text)")
    }
}

@usableFromInline
final class DebugSink<Element>: Sink<Element>, WholeEventHandler, @unchecked Sendable {
    @usableFromInline typealias ObservedElement = Element

    @usableFromInline let logger: DebugLogger
    @usableFromInline let disposalLogged = Atomic<Bool>(false)

    @inlinable
    init(logger: DebugLogger, observer: @escaping (Event<Element>) -> Void) {
        self.logger = logger
        super.init(observer: observer)
        logger.log("subscribed")
    }

    @inlinable
    func receive(_ event: Event<Element>) {
        logger.logEvent("\(event)")
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }

    @inlinable
    override func dispose() {
        if !disposalLogged.exchange(true, ordering: .acquiringAndReleasing) {
            logger.log("isDisposed")
        }
        super.dispose()
    }
}
