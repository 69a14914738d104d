#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: Settings {
    /// The boolean `key`: its value at subscription, then each change made elsewhere (another
    /// process, `gsettings set`, a library writing through GLib); the program's own sets, bound
    /// or with `set(_:forKey:)` on any `Settings` object, are not reported. Bound values are
    /// stored.
    public func bool(_ key: String) -> ControlProperty<Bool> {
        keyProperty(key, get: { $0.bool(forKey: $1) }, set: { $0.set($1, forKey: $2) })
    }

    /// The integer `key` ("i" or "x"), as `bool(_:)` follows a boolean one.
    public func int(_ key: String) -> ControlProperty<Int> {
        keyProperty(key, get: { $0.int(forKey: $1) }, set: { $0.set($1, forKey: $2) })
    }

    /// The floating-point `key`, as `bool(_:)` follows a boolean one.
    public func double(_ key: String) -> ControlProperty<Double> {
        keyProperty(key, get: { $0.double(forKey: $1) }, set: { $0.set($1, forKey: $2) })
    }

    /// The string `key`, as `bool(_:)` follows a boolean one.
    public func string(_ key: String) -> ControlProperty<String> {
        keyProperty(key, get: { $0.string(forKey: $1) }, set: { $0.set($1, forKey: $2) })
    }

    /// The property of `key`, read with `get` and stored with `set`, changed by "changed::key".
    private func keyProperty<Value: Equatable & Sendable>(
        _ key: String,
        get: @escaping @MainActor (Settings, String) -> Value,
        set: @escaping @MainActor (Settings, Value, String) -> Void
    ) -> ControlProperty<Value> {
        controlProperty(editingEvents: "changed::\(key)", getter: { get($0, key) }, setter: { set($0, $1, key) })
    }
}
#endif
