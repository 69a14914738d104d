/// Names a method of a delegate protocol, and the type of its arguments: the typed,
/// plain-Swift counterpart of an Objective-C selector.
///
/// Declare one per method, in an extension constrained on its arguments:
///
/// ```swift
/// extension DelegateMethod where Arguments == (TableView, Int) {
///     static let didSelectRow = DelegateMethod("tableView(_:didSelectRowAt:)")
/// }
/// ```
public struct DelegateMethod<Arguments>: Hashable, Sendable, CustomStringConvertible {
    /// The method's name, unique among the methods a proxy reports.
    public let name: String

    /// Names a delegate method.
    public init(_ name: String) {
        self.name = name
    }

    /// The method's name.
    public var description: String {
        name
    }
}
