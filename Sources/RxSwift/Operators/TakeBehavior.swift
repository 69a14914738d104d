/// Whether an operator that stops at an element because of a predicate also forwards that
/// element before completing.
public enum TakeBehavior: Sendable {
    /// The element that stops the sequence is forwarded, then the sequence completes.
    case inclusive
    /// The sequence completes without forwarding the element that stops it.
    case exclusive
}
