import RxCocoa
import RxSwift

/// What a location picker tells its delegate.
protocol LocationPickerDelegate: AnyObject {
    func locationPicker(_ picker: LocationPicker, didPick city: String)
    func locationPickerShouldClose(_ picker: LocationPicker) -> Bool
}

/// A toolkit control with a delegate, as UIKit's are. Its conformance to
/// `DeallocationObservable` is `nonisolated` (the tracker is a `Sendable` `let`), because the
/// delegate proxy's conformance, which is not main-actor isolated, depends on it.
final class LocationPicker: nonisolated DeallocationObservable, HasDelegate {
    nonisolated let deallocationTracker = DeallocationTracker()
    weak var delegate: LocationPickerDelegate?

    /// The user picks `city`.
    func pick(_ city: String) {
        delegate?.locationPicker(self, didPick: city)
    }

    /// The user asks to close; the delegate decides.
    func close() -> Bool {
        delegate?.locationPickerShouldClose(self) ?? true
    }
}

extension DelegateMethod where Arguments == (LocationPicker, String) {
    static let didPick = DelegateMethod("locationPicker(_:didPick:)")
}

/// The delegate proxy of location pickers. `nonisolated`: a main-actor subclass of a class
/// from another module does not compile in a default main-actor target with Swift 6.3
/// (swiftlang/swift#84644); its delegate methods are main-actor code all the same, inferred
/// from the delegate protocol.
nonisolated final class LocationPickerDelegateProxy: DelegateProxy<LocationPicker, LocationPickerDelegate>, DelegateProxyType, LocationPickerDelegate {
    init(picker: LocationPicker) {
        super.init(parentObject: picker, delegateProxy: LocationPickerDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { LocationPickerDelegateProxy(picker: $0) }
    }

    func locationPicker(_ picker: LocationPicker, didPick city: String) {
        invoke(.didPick, with: (picker, city)) { $0.locationPicker(picker, didPick: city) }
    }

    func locationPickerShouldClose(_ picker: LocationPicker) -> Bool {
        invoke(DelegateMethod<LocationPicker>("locationPickerShouldClose(_:)"), with: picker, forward: { $0.locationPickerShouldClose(picker) }, otherwise: true)
    }
}

extension Reactive where Base: LocationPicker {
    /// The cities the user picks.
    var pickedCity: Signal<String> {
        LocationPickerDelegateProxy.proxy(for: base)
            .methodInvoked(.didPick)
            .map { $0.1 }
            .asSignal(onErrorSignalWith: .empty())
    }
}
