/// The errors the library itself produces.
public enum RxError: Swift.Error, CustomDebugStringConvertible {
    /// An unknown error.
    case unknown
    /// An operation was performed on an object after it was disposed.
    case disposed(object: AnyObject)
    /// An arithmetic overflow.
    case overflow
    /// An argument was outside its allowed range.
    case argumentOutOfRange
    /// The sequence had no elements where at least one was required.
    case noElements
    /// The sequence had more than one element where exactly one was required.
    case moreThanOneElement
    /// A timeout elapsed before the expected event.
    case timeout
}

// `disposed(object:)` carries the disposed object only for reporting; it is never mutated
// through the error.
extension RxError: @unchecked Sendable {}

extension RxError {
    /// A readable description of the error.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error occurred."
        case .disposed(let object):
            return "Object `\(object)` was already disposed."
        case .overflow:
            return "Arithmetic overflow occurred."
        case .argumentOutOfRange:
            return "Argument out of range."
        case .noElements:
            return "Sequence doesn't contain any elements."
        case .moreThanOneElement:
            return "Sequence contains more than one element."
        case .timeout:
            return "Sequence timeout."
        }
    }
}
