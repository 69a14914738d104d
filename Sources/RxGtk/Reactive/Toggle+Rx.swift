#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: ToggleButton {
    /// Whether the button is pressed: the current state at subscription, then each change by
    /// the user ("toggled"). Values bound to it do not make it emit.
    public var isOn: ControlProperty<Bool> {
        property(changedBy: "toggled", get: { $0.isOn }, set: { $0.isOn = $1 })
    }
}

extension Reactive where Base: CheckButton {
    /// Whether the box is checked: the current state at subscription, then each change by the
    /// user ("toggled"). Values bound to it do not make it emit.
    public var isOn: ControlProperty<Bool> {
        property(changedBy: "toggled", get: { $0.isOn }, set: { $0.isOn = $1 })
    }
}

extension Reactive where Base: Switch {
    /// Whether the switch is on: the current state at subscription, then each change by the
    /// user ("notify::active"). Values bound to it do not make it emit.
    public var isOn: ControlProperty<Bool> {
        property(changedBy: "notify::active", get: { $0.isOn }, set: { $0.isOn = $1 })
    }
}
#endif
