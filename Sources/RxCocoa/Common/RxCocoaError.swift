/// Errors RxCocoa reports. Objects are carried as their descriptions, so the error can cross
/// threads.
public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible {
    /// An unknown error.
    case unknown
    /// An operation the object, described, does not support.
    case invalidOperation(object: String)
    /// A list's model was read before items were bound to it; the list, described.
    case itemsNotYetBound(object: String)
    /// A value, described, could not be cast to the type asked for.
    case castingError(object: String, targetType: Any.Type)

    /// A description for debugging.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "RxCocoaError: unknown error."
        case .invalidOperation(let object):
            return "RxCocoaError: invalid operation on \(object)."
        case .itemsNotYetBound(let object):
            return "RxCocoaError: no items are bound to \(object) yet; bind items before reading its models."
        case .castingError(let object, let targetType):
            return "RxCocoaError: \(object) cannot be cast to \(targetType)."
        }
    }
}
