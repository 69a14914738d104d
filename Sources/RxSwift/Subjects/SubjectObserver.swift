/// One observer in a subject's bag.
///
/// Keeping the closure in a struct field stores it in the calling convention the subscribing
/// code already uses, so inserting it needs no conversion thunk and each event reaches the
/// observer with a single indirect call.
@usableFromInline
struct SubjectObserver<Element> {
    @usableFromInline let on: (Event<Element>) -> Void

    @inlinable
    init(_ on: @escaping (Event<Element>) -> Void) {
        self.on = on
    }
}
