#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: Paned {
    /// Where the handle is, in pixels from the left (or top) edge: the position at
    /// subscription, then each change the user makes by dragging the handle, or GTK makes
    /// placing a handle the program never set ("notify::position"). Positions bound to it move
    /// the handle without making it emit.
    public var position: ControlProperty<Int32> {
        property(changedBy: "notify::position", get: { $0.position }, set: { $0.position = $1 })
    }
}
#endif
