import Observation
import RxSwift

extension Observation.Observable where Self: AnyObject {
    /// The reactive namespace of this `@Observable` model: `model.rx.observe(\.name)`,
    /// `model.rx[\.name]`, `model.rx.controlProperty(\.name)`, and the binders of RxSwift's
    /// `Reactive` (`model.rx.name`).
    public var rx: Reactive<Self> {
        Reactive(self)
    }
}

extension Observation.Observable where Self: AnyObject & ReactiveCompatible {
    /// The reactive namespace of this `@Observable` model that is also `ReactiveCompatible` (an
    /// `NSObject` subclass): the same namespace as the two it has, named once so that
    /// `model.rx` is not ambiguous.
    public var rx: Reactive<Self> {
        Reactive(self)
    }
}
