#if GTK
import CGtk
import RxCocoa

/// A Swift type that an action's parameter or state is read as and written from, through a
/// `GVariant` of the type `variantType` names.
public protocol ActionValue: Equatable, Sendable {
    /// The `GVariant` type string of the values ("b", "i", "x", "d", "s").
    static var variantType: String { get }
    /// The value held by `variant`, a `GVariant` of `variantType`.
    static func read(from variant: OpaquePointer) -> Self
    /// A new floating `GVariant` holding this value.
    func makeVariant() -> OpaquePointer
}

extension Bool: ActionValue {
    /// "b", a `gboolean`.
    public static var variantType: String { "b" }
    /// The boolean held by `variant`.
    public static func read(from variant: OpaquePointer) -> Bool { g_variant_get_boolean(variant) != 0 }
    /// A new boolean `GVariant`.
    public func makeVariant() -> OpaquePointer { g_variant_new_boolean(self ? 1 : 0) }
}

extension Int32: ActionValue {
    /// "i", a `gint32`.
    public static var variantType: String { "i" }
    /// The `gint32` held by `variant`.
    public static func read(from variant: OpaquePointer) -> Int32 { g_variant_get_int32(variant) }
    /// A new `gint32` `GVariant`.
    public func makeVariant() -> OpaquePointer { g_variant_new_int32(self) }
}

extension Int: ActionValue {
    /// "x", a `gint64`.
    public static var variantType: String { "x" }
    /// The `gint64` held by `variant`.
    public static func read(from variant: OpaquePointer) -> Int { Int(g_variant_get_int64(variant)) }
    /// A new `gint64` `GVariant`.
    public func makeVariant() -> OpaquePointer { g_variant_new_int64(gint64(self)) }
}

extension Double: ActionValue {
    /// "d", a `gdouble`.
    public static var variantType: String { "d" }
    /// The `gdouble` held by `variant`.
    public static func read(from variant: OpaquePointer) -> Double { g_variant_get_double(variant) }
    /// A new `gdouble` `GVariant`.
    public func makeVariant() -> OpaquePointer { g_variant_new_double(self) }
}

extension String: ActionValue {
    /// "s", a string.
    public static var variantType: String { "s" }
    /// The string held by `variant`.
    public static func read(from variant: OpaquePointer) -> String { String(cString: g_variant_get_string(variant, nil)) }
    /// A new string `GVariant`.
    public func makeVariant() -> OpaquePointer { g_variant_new_string(self) }
}

/// The type string of `variant`.
func variantTypeString(_ variant: OpaquePointer) -> String {
    String(cString: g_variant_get_type_string(variant))
}

/// What a stateful action does when activated, as `GSimpleAction` does when no handler is
/// connected to "activate": a boolean action without a parameter flips its state, an action
/// whose parameter has its state's type asks for that state (`g_action_change_state`).
/// Connected to every stateful action first, so the handlers of `rx.activated` do not turn the
/// default off. A C function without user data: it holds nothing.
private let stateChangingActivate: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { instance, parameter, _ in
    guard let instance else { return }
    let action = OpaquePointer(instance)
    guard let state = g_action_get_state(action) else { return }
    defer { g_variant_unref(state) }
    if let parameter {
        if variantTypeString(parameter) == variantTypeString(state) {
            g_action_change_state(action, parameter)
        }
    } else if variantTypeString(state) == Bool.variantType {
        g_action_change_state(action, g_variant_new_boolean(g_variant_get_boolean(state) == 0 ? 1 : 0))
    }
}

/// An action (`GSimpleAction`): something the app can do, named once and reached from buttons
/// (`setAction(named:)`), menus and keyboard accelerators, enabled or not in one place. It may
/// take a parameter, and may have a state (a boolean that a check button shows and flips, a
/// string that radio buttons choose).
///
/// Add it to an `Application` ("app.name") or to a widget ("win.name" for a window); the
/// application or widget keeps the wrapper as long as it lives, so `rx` bindings of the action
/// last as long as the action is reachable.
@MainActor
public final class SimpleAction: ObjectWrapper {
    /// The action's name, without a prefix ("quit").
    public let name: String

    /// Creates an action `name` without a parameter or a state.
    public init(name: String) {
        self.name = name
        super.init(owning: UnsafeMutableRawPointer(g_simple_action_new(name, nil)), signalsPassAPointer: Self.everySignalPassesAPointer)
    }

    /// Every signal of an action passes one pointer to its handlers: the parameter of
    /// "activate" and the new state of "change-state" (a `GVariant`), the property of "notify".
    private static let everySignalPassesAPointer = true

    /// Creates an action `name` without a state, activated with a parameter of type `parameter`
    /// (a button's target: `setAction(named: "app.open::recent")` gives the string "recent").
    public init<Parameter: ActionValue>(name: String, parameter: Parameter.Type) {
        self.name = name
        let type = g_variant_type_new(Parameter.variantType)
        defer { g_variant_type_free(type) }
        super.init(owning: UnsafeMutableRawPointer(g_simple_action_new(name, type)), signalsPassAPointer: Self.everySignalPassesAPointer)
    }

    /// Creates an action `name` whose state starts as `state`. Without a parameter
    /// (`selectedByParameter` false), a boolean action flips its state when activated (a check
    /// button bound to it shows the state). With one (`selectedByParameter` true), the parameter
    /// has the state's type and becomes the state (radio buttons, each with its own target).
    public init<State: ActionValue>(name: String, state: State, selectedByParameter: Bool = false) {
        self.name = name
        let type = selectedByParameter ? g_variant_type_new(State.variantType) : nil
        defer { type.map { g_variant_type_free($0) } }
        super.init(owning: UnsafeMutableRawPointer(g_simple_action_new_stateful(name, type, state.makeVariant())), signalsPassAPointer: Self.everySignalPassesAPointer)
        rxgtk_signal_connect(pointer, "activate", unsafeBitCast(stateChangingActivate, to: GCallback.self), nil, nil)
    }

    /// The instance as a `GAction`.
    var actionPointer: OpaquePointer {
        OpaquePointer(pointer)
    }

    /// Whether the action can be activated; the buttons bound to a disabled action are
    /// insensitive.
    public var isEnabled: Bool {
        get { g_action_get_enabled(actionPointer) != 0 }
        set { g_simple_action_set_enabled(actionPointer, newValue ? 1 : 0) }
    }

    /// The `GVariant` type string of the action's parameter, or `nil` if it takes none.
    public var parameterType: String? {
        guard let type = g_action_get_parameter_type(actionPointer), let string = g_variant_type_dup_string(type) else { return nil }
        defer { g_free(string) }
        return String(cString: string)
    }

    /// The action's state read as `State`, or `nil` if it has no state or one of another type.
    public func state<State: ActionValue>(as type: State.Type = State.self) -> State? {
        guard let state = g_action_get_state(actionPointer) else { return nil }
        defer { g_variant_unref(state) }
        guard variantTypeString(state) == State.variantType else { return nil }
        return State.read(from: state)
    }

    /// Sets the action's state, as the program does: GLib notifies the change ("notify::state"),
    /// which `rx.state` does not report. The state keeps its type: a value of another type is a
    /// programming error.
    public func setState<State: ActionValue>(_ state: State) {
        precondition(self.state(as: State.self) != nil, "the action \"\(name)\" has no state of type \(State.self)")
        performProgrammaticChange {
            g_simple_action_set_state(actionPointer, state.makeVariant())
        }
    }

    /// Activates the action as the user does through a button or an accelerator (a stateful
    /// action changes its state, and `rx.activated` reports it). The action must take no
    /// parameter.
    public func activate() {
        g_action_activate(actionPointer, nil)
    }

    /// Activates the action with `parameter`, as the user does through a button whose target
    /// is `parameter`.
    public func activate<Parameter: ActionValue>(with parameter: Parameter) {
        g_action_activate(actionPointer, parameter.makeVariant())
    }
}

/// The Swift wrappers of the actions a GObject (an application, a widget's action group)
/// holds, kept on the GObject so that they live as long as it does.
@MainActor
private final class KeptActions {
    var actions: [String: SimpleAction] = [:]
}

/// The key under which a GObject keeps its `KeptActions`.
private let keptActionsKey = "rxgtk-kept-actions"

/// Releases a GObject's `KeptActions` when it is finalized.
private let releaseKeptActions: @convention(c) (gpointer?) -> Void = { data in
    guard let data else { return }
    Unmanaged<KeptActions>.fromOpaque(data).release()
}

/// Adds `action` to the action map `map` (a `GActionMap`), replacing any action of the same
/// name, and keeps its wrapper on the map's GObject.
@MainActor
private func addKeepingWrapper(_ action: SimpleAction, toMap map: UnsafeMutableRawPointer) {
    let kept: KeptActions
    if let data = g_object_get_data(rxgtk_object(map), keptActionsKey) {
        kept = Unmanaged<KeptActions>.fromOpaque(data).takeUnretainedValue()
    } else {
        kept = KeptActions()
        g_object_set_data_full(rxgtk_object(map), keptActionsKey, Unmanaged.passRetained(kept).toOpaque(), releaseKeptActions)
    }
    kept.actions[action.name] = action
    g_action_map_add_action(OpaquePointer(map), action.actionPointer)
}

extension Application {
    /// Adds `action` to the application, as "app.name" for the widgets of its windows and for
    /// accelerators; an action of the same name is replaced. The application keeps the action.
    public func addAction(_ action: SimpleAction) {
        addKeepingWrapper(action, toMap: pointer)
    }

    /// Makes `accelerators` (GTK's accelerator syntax: "<Control>q", "<Shift><Alt>F1") activate
    /// the action `detailedName` ("app.quit", "win.mode::dark") in the application's windows;
    /// an empty list removes them.
    public func setAccelerators(_ accelerators: [String], forAction detailedName: String) {
        let strings = accelerators.map { g_strdup($0) }
        defer { strings.forEach { g_free($0) } }
        let array = strings.map { UnsafePointer($0) } + [nil]
        array.withUnsafeBufferPointer { buffer in
            gtk_application_set_accels_for_action(pointer.assumingMemoryBound(to: GtkApplication.self), detailedName, buffer.baseAddress)
        }
    }

    /// The accelerators of the action `detailedName`.
    public func accelerators(forAction detailedName: String) -> [String] {
        guard let list = gtk_application_get_accels_for_action(pointer.assumingMemoryBound(to: GtkApplication.self), detailedName) else { return [] }
        defer { g_strfreev(list) }
        var accelerators: [String] = []
        var index = 0
        while let accelerator = list[index] {
            accelerators.append(String(cString: accelerator))
            index += 1
        }
        return accelerators
    }
}

extension Widget {
    /// Adds `action` to this widget and the widgets under it, as "prefix.name" ("win.name" for
    /// a window by default); an action of the same name and prefix is replaced. The widget keeps
    /// the action.
    public func addAction(_ action: SimpleAction, prefix: String = "win") {
        let key = Widget.actionGroupKey(prefix)
        let group: UnsafeMutableRawPointer
        if let existing = g_object_get_data(rxgtk_object(pointer), key) {
            group = existing
        } else {
            group = UnsafeMutableRawPointer(g_simple_action_group_new())
            gtk_widget_insert_action_group(widgetPointer, prefix, OpaquePointer(group))
            g_object_set_data_full(rxgtk_object(pointer), key, group, g_object_unref)
        }
        addKeepingWrapper(action, toMap: group)
    }

    /// The key under which a widget keeps the group of the actions it was given with `prefix`.
    private static func actionGroupKey(_ prefix: String) -> String {
        "rxgtk-action-group-\(prefix)"
    }

    /// Whether the action `name` ("win.new", without a target) reached from this widget is
    /// enabled: the nearest of the widget and the widgets it is in that was given actions of
    /// its prefix (`addAction(_:prefix:)`) answers, or for "app." the application of the
    /// window the widget is in. An action found in neither counts as enabled: GTK decides.
    func isActionEnabled(_ name: String) -> Bool {
        guard let dot = name.firstIndex(of: ".") else { return true }
        let key = Widget.actionGroupKey(String(name[..<dot]))
        let action = String(name[name.index(after: dot)...])
        var current: UnsafeMutablePointer<GtkWidget>? = widgetPointer
        while let widget = current {
            if let group = g_object_get_data(rxgtk_object(UnsafeMutableRawPointer(widget)), key) {
                return g_action_group_get_action_enabled(OpaquePointer(group), action) != 0
            }
            current = gtk_widget_get_parent(widget)
        }
        if name.hasPrefix("app."), let root = gtk_widget_get_root(widgetPointer), let application = gtk_window_get_application(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)) {
            return g_action_group_has_action(OpaquePointer(application), action) == 0 || g_action_group_get_action_enabled(OpaquePointer(application), action) != 0
        }
        return true
    }

    /// Binds this widget (a button, a check button, a switch: a `GtkActionable`) to the action
    /// `detailedName`: "app.quit" activates it without a parameter, "app.open::recent" with the
    /// string "recent", "win.zoom(2)" with the number 2. The widget is insensitive while the
    /// action is disabled, and a check button shows a stateful action's state.
    public func setAction(named detailedName: String) {
        precondition(g_type_is_a(rxgtk_object_type(pointer), gtk_actionable_get_type()) != 0, "\(typeName(rxgtk_object_type(pointer))) is not a GtkActionable")
        gtk_actionable_set_detailed_action_name(OpaquePointer(pointer), detailedName)
    }
}
#endif
