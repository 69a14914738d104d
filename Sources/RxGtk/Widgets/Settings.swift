#if GTK
import CGtk
import Foundation
import RxCocoa

/// Why settings could not be opened.
public enum SettingsError: Error, Equatable, CustomStringConvertible {
    /// The directory holds no compiled schemas GLib can read (`gschemas.compiled`).
    case unreadableSchemas(directory: String, message: String)
    /// `glib-compile-schemas` rejected the schema text, or could not be run.
    case schemaNotCompiled(message: String)
    /// No schema of that id is known to the schema source.
    case noSuchSchema(id: String)

    /// What went wrong, in words.
    public var description: String {
        switch self {
        case let .unreadableSchemas(directory, message):
            "no compiled schemas could be read in \(directory): \(message)"
        case let .schemaNotCompiled(message):
            "glib-compile-schemas failed: \(message)"
        case let .noSuchSchema(id):
            "no settings schema has the id \"\(id)\""
        }
    }
}

/// A set of compiled settings schemas (`GSettingsSchemaSource`): a directory holding a
/// `gschemas.compiled` that `glib-compile-schemas` wrote, on top of the system's schemas.
@MainActor
public final class SettingsSchemaSource {
    /// The `GSettingsSchemaSource`.
    let pointer: OpaquePointer

    /// Loads the schemas compiled in `directory`.
    public init(directory: String) throws(SettingsError) {
        var error: UnsafeMutablePointer<GError>?
        guard let source = g_settings_schema_source_new_from_directory(directory, g_settings_schema_source_get_default(), 1, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw .unreadableSchemas(directory: directory, message: message)
        }
        pointer = source
    }

    /// Compiles `xml`, the text of a `.gschema.xml` file, with `glib-compile-schemas` (from
    /// Debian's libglib2.0-bin) and loads it: for a program that carries its schema rather than
    /// installing it. The compiled file is read once; nothing is left on disk.
    public static func compiling(_ xml: String) throws(SettingsError) -> SettingsSchemaSource {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rxgtk-schemas-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try xml.write(to: directory.appendingPathComponent("app.gschema.xml"), atomically: true, encoding: .utf8)
        } catch {
            throw .schemaNotCompiled(message: "\(error)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["glib-compile-schemas", "--strict", directory.path]
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .schemaNotCompiled(message: "\(error)")
        }
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .schemaNotCompiled(message: String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return try SettingsSchemaSource(directory: directory.path)
    }

    isolated deinit {
        g_settings_schema_source_unref(pointer)
    }

    /// The ids of the schemas compiled in this source's directory (not the system's).
    public var schemaIDs: [String] {
        var nonRelocatable: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?
        var relocatable: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?
        g_settings_schema_source_list_schemas(pointer, 0, &nonRelocatable, &relocatable)
        defer {
            g_strfreev(nonRelocatable)
            g_strfreev(relocatable)
        }
        return strings(nonRelocatable) + strings(relocatable)
    }
}

/// The strings of a `NULL`-terminated array.
private func strings(_ array: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?) -> [String] {
    guard let array else { return [] }
    var result: [String] = []
    var index = 0
    while let string = array[index] {
        result.append(String(cString: string))
        index += 1
    }
    return result
}

/// Where settings are stored (`GSettingsBackend`).
@MainActor
public final class SettingsBackend {
    /// The `GSettingsBackend`.
    let pointer: UnsafeMutablePointer<GSettingsBackend>

    private init(_ pointer: UnsafeMutablePointer<GSettingsBackend>) {
        self.pointer = pointer
    }

    /// A backend that keeps values in memory only, lost when it goes: for tests and demos,
    /// which must not write the user's settings. Every `Settings` opened on the same backend
    /// sees the others' changes.
    public static func memory() -> SettingsBackend {
        SettingsBackend(g_memory_settings_backend_new())
    }

    isolated deinit {
        g_object_unref(pointer)
    }
}

/// An application's settings (`GSettings`): the keys of a schema, stored by a backend (the
/// user's, dconf or a key file, or `SettingsBackend.memory()`), changed by the program, by
/// another part of it, or by another process (`gsettings set`); `rx.bool(_:)` and its siblings
/// follow them.
@MainActor
public final class Settings: ObjectWrapper {
    /// The id of the settings' schema.
    public let schemaID: String
    /// The schema, to check the keys asked for.
    private let schema: OpaquePointer

    /// Opens the settings of the schema `schemaID`, found in `source` (the system's installed
    /// schemas when `nil`), stored by `backend` (the user's default when `nil`), at `path` (for
    /// a relocatable schema; `nil` for the schema's own path).
    public init(schemaID: String, source: SettingsSchemaSource? = nil, backend: SettingsBackend? = nil, path: String? = nil) throws(SettingsError) {
        guard let lookupSource = source?.pointer ?? g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(lookupSource, schemaID, 1)
        else {
            throw .noSuchSchema(id: schemaID)
        }
        self.schema = schema
        self.schemaID = schemaID
        // "changed::key" passes the key's name to its handlers.
        super.init(owning: UnsafeMutableRawPointer(g_settings_new_full(schema, backend?.pointer, path)), signalsPassAPointer: true)
    }

    isolated deinit {
        g_settings_schema_unref(schema)
    }

    /// The instance as a `GSettings`.
    private var settingsPointer: UnsafeMutablePointer<GSettings> {
        pointer.assumingMemoryBound(to: GSettings.self)
    }

    /// The keys of the schema.
    public var keys: [String] {
        let list = g_settings_schema_list_keys(schema)
        defer { g_strfreev(list) }
        return strings(list)
    }

    /// The `GVariant` type string of `key` ("b", "i", "d", "s"), or `nil` if the schema has no
    /// such key.
    public func valueType(ofKey key: String) -> String? {
        guard g_settings_schema_has_key(schema, key) != 0, let schemaKey = g_settings_schema_get_key(schema, key) else { return nil }
        defer { g_settings_schema_key_unref(schemaKey) }
        guard let type = g_settings_schema_key_get_value_type(schemaKey), let string = g_variant_type_dup_string(type) else { return nil }
        defer { g_free(string) }
        return String(cString: string)
    }

    /// Checks that `key` exists with one of `types`, and returns its type.
    private func checkedType(ofKey key: String, among types: [String]) -> String {
        guard let type = valueType(ofKey: key), types.contains(type) else {
            preconditionFailure("the schema \(schemaID) has no key \"\(key)\" of type \(types.joined(separator: " or "))")
        }
        return type
    }

    /// The boolean `key` ("b").
    public func bool(forKey key: String) -> Bool {
        _ = checkedType(ofKey: key, among: ["b"])
        return g_settings_get_boolean(settingsPointer, key) != 0
    }

    /// The integer `key` ("i" or "x").
    public func int(forKey key: String) -> Int {
        if checkedType(ofKey: key, among: ["i", "x"]) == "i" {
            return Int(g_settings_get_int(settingsPointer, key))
        }
        return Int(g_settings_get_int64(settingsPointer, key))
    }

    /// The floating-point `key` ("d").
    public func double(forKey key: String) -> Double {
        _ = checkedType(ofKey: key, among: ["d"])
        return g_settings_get_double(settingsPointer, key)
    }

    /// The string `key` ("s").
    public func string(forKey key: String) -> String {
        _ = checkedType(ofKey: key, among: ["s"])
        let value = g_settings_get_string(settingsPointer, key)
        defer { g_free(value) }
        return value.map { String(cString: $0) } ?? ""
    }

    /// Stores `value` in the boolean `key`. GLib reports the change ("changed::key"), which
    /// `rx.bool(_:)` does not: the program's own set is not someone else's change.
    public func set(_ value: Bool, forKey key: String) {
        _ = checkedType(ofKey: key, among: ["b"])
        performProgrammaticChange { _ = g_settings_set_boolean(settingsPointer, key, value ? 1 : 0) }
    }

    /// Stores `value` in the integer `key` (clamped to 32 bits for an "i" key).
    public func set(_ value: Int, forKey key: String) {
        let type = checkedType(ofKey: key, among: ["i", "x"])
        performProgrammaticChange {
            if type == "i" {
                _ = g_settings_set_int(settingsPointer, key, Int32(clamping: value))
            } else {
                _ = g_settings_set_int64(settingsPointer, key, gint64(value))
            }
        }
    }

    /// Stores `value` in the floating-point `key`.
    public func set(_ value: Double, forKey key: String) {
        _ = checkedType(ofKey: key, among: ["d"])
        performProgrammaticChange { _ = g_settings_set_double(settingsPointer, key, value) }
    }

    /// Stores `value` in the string `key`.
    public func set(_ value: String, forKey key: String) {
        _ = checkedType(ofKey: key, among: ["s"])
        performProgrammaticChange { _ = g_settings_set_string(settingsPointer, key, value) }
    }

    /// Restores `key` to its default value (a change reported as the program's own).
    public func reset(_ key: String) {
        performProgrammaticChange { g_settings_reset(settingsPointer, key) }
    }
}
#endif
