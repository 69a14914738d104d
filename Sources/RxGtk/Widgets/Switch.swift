#if GTK
import CGtk

/// An on/off switch (`GtkSwitch`).
@MainActor
public final class Switch: Widget {
    /// Creates a switch that is off.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_switch_new()))
    }

    /// Wraps a `GtkSwitch` GTK already made and holds elsewhere (a `Builder`'s), without taking a
    /// reference of the holder's: `Builder.widget(_:id:)` calls it.
    public init(wrapping pointer: UnsafeMutableRawPointer) {
        super.init(taking: pointer)
    }

    /// Whether the switch is on. Changing it notifies "notify::active", as GTK does, which
    /// `rx.isOn` does not report: the program's own set is not a flip by the user (`toggle()`
    /// is).
    public var isOn: Bool {
        get { gtk_switch_get_active(OpaquePointer(pointer)) != 0 }
        set { performProgrammaticChange { setActive(newValue) } }
    }

    /// Acts as the user flipping the switch. Does nothing if the user could not
    /// (`isUsableByUser`).
    public func toggle() {
        actAsUser { setActive(!isOn) }
    }

    private func setActive(_ active: Bool) {
        gtk_switch_set_active(OpaquePointer(pointer), active ? 1 : 0)
    }
}
#endif
