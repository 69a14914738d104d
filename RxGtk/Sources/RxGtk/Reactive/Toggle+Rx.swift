import RxCocoa
import RxSwift

extension Reactive where Base: CheckButton {
    /// Whether the box is checked: the current state at subscription, then each change by the
    /// user ("toggled"). Values bound to it do not make it emit.
    public var isOn: ControlProperty<Bool> {
        controlProperty(
            editingEvents: "toggled",
            getter: { button in MainActor.assumeIsolated { button.isOn } },
            setter: { button, isOn in MainActor.assumeIsolated { button.isOn = isOn } }
        )
    }
}

extension Reactive where Base: ToggleButton {
    /// Whether the button is pressed: the current state at subscription, then each change by
    /// the user ("toggled"). Values bound to it do not make it emit.
    public var isOn: ControlProperty<Bool> {
        controlProperty(
            editingEvents: "toggled",
            getter: { button in MainActor.assumeIsolated { button.isOn } },
            setter: { button, isOn in MainActor.assumeIsolated { button.isOn = isOn } }
        )
    }
}

extension Reactive where Base: Switch {
    /// Whether the switch is on: the current state at subscription, then each change by the
    /// user ("notify::active"). Values bound to it do not make it emit.
    public var isOn: ControlProperty<Bool> {
        controlProperty(
            editingEvents: "notify::active",
            getter: { control in MainActor.assumeIsolated { control.isOn } },
            setter: { control, isOn in MainActor.assumeIsolated { control.isOn = isOn } }
        )
    }
}
