/// The namespace for reactive extensions of `Base`: `base.rx.something`.
///
/// Extend `Reactive where Base: YourType` to add reactive properties to your type.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended value.
    public let base: Base

    /// Wraps `base` in the reactive namespace.
    public init(_ base: Base) {
        self.base = base
    }

    /// A binder for any writable property of a reference type: `object.rx.title` sets
    /// `object.title` on the main scheduler.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property> where Base: AnyObject {
        Binder(setting: keyPath, of: base)
    }
}

/// A type that offers the `rx` namespace.
public protocol ReactiveCompatible {
    /// The type extended by the namespace.
    associatedtype ReactiveBase

    /// The static reactive namespace.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The reactive namespace of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The static reactive namespace.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // Setting is allowed so `mutating` extensions can be written on `rx`.
        set {}
    }

    /// The reactive namespace of this value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // Setting is allowed so `mutating` extensions can be written on `rx`.
        set {}
    }
}

#if canImport(Foundation)
import Foundation

extension NSObject: ReactiveCompatible {}
#endif

// Checked: the wrapped value.
extension Reactive: Sendable where Base: Sendable {}
