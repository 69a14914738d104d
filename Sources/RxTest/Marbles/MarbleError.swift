/// The error a `#` marble stands for when no error is given.
public struct MarbleError: Swift.Error, Equatable, CustomStringConvertible, Sendable {
    /// What the error says.
    public let message: String

    /// Creates the error with `message`.
    public init(_ message: String = "marble error") {
        self.message = message
    }

    /// The message.
    public var description: String {
        message
    }
}
