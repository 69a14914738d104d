import CGtk

/// An on/off switch (`GtkSwitch`).
@MainActor
public final class Switch: Widget {
    /// Creates a switch that is off.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_switch_new()))
    }

    /// Whether the switch is on. Changing it notifies "notify::active", as GTK does.
    public var isOn: Bool {
        get { gtk_switch_get_active(OpaquePointer(pointer)) != 0 }
        set { gtk_switch_set_active(OpaquePointer(pointer), newValue ? 1 : 0) }
    }

    /// Acts as the user flipping the switch.
    public func toggle() {
        isOn.toggle()
    }
}
