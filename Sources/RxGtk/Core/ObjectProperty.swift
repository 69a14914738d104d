#if GTK
import CGtk

/// A Swift type that a GObject property is read as and written from, through a `GValue` of
/// `valueType`. GLib converts between the property's own type and `valueType` when it can (an
/// `int` property reads as `Int`, a `double` one as `Float`, a number as `String?`), as
/// `g_object_get_property` and `g_object_set_property` do for language bindings.
public protocol ObjectPropertyValue: Equatable, Sendable {
    /// The type of the `GValue` the property is read into and written from.
    static var valueType: GType { get }
    /// The value held by `value`, a `GValue` of `valueType`.
    static func read(from value: UnsafePointer<GValue>) -> Self
    /// Stores this value in `value`, a `GValue` of `valueType`.
    func write(to value: UnsafeMutablePointer<GValue>)
}

extension Bool: ObjectPropertyValue {
    /// `G_TYPE_BOOLEAN`.
    public static var valueType: GType { rxgtk_type_boolean() }
    /// The `gboolean` held by `value`.
    public static func read(from value: UnsafePointer<GValue>) -> Bool { g_value_get_boolean(value) != 0 }
    /// Stores this value as a `gboolean`.
    public func write(to value: UnsafeMutablePointer<GValue>) { g_value_set_boolean(value, self ? 1 : 0) }
}

extension Int32: ObjectPropertyValue {
    /// `G_TYPE_INT`.
    public static var valueType: GType { rxgtk_type_int() }
    /// The `gint` held by `value`.
    public static func read(from value: UnsafePointer<GValue>) -> Int32 { g_value_get_int(value) }
    /// Stores this value as a `gint`.
    public func write(to value: UnsafeMutablePointer<GValue>) { g_value_set_int(value, self) }
}

extension UInt32: ObjectPropertyValue {
    /// `G_TYPE_UINT`.
    public static var valueType: GType { rxgtk_type_uint() }
    /// The `guint` held by `value`.
    public static func read(from value: UnsafePointer<GValue>) -> UInt32 { g_value_get_uint(value) }
    /// Stores this value as a `guint`.
    public func write(to value: UnsafeMutablePointer<GValue>) { g_value_set_uint(value, self) }
}

extension Int: ObjectPropertyValue {
    /// `G_TYPE_INT64`: every integer property converts to it.
    public static var valueType: GType { rxgtk_type_int64() }
    /// The `gint64` held by `value`.
    public static func read(from value: UnsafePointer<GValue>) -> Int { Int(g_value_get_int64(value)) }
    /// Stores this value as a `gint64`.
    public func write(to value: UnsafeMutablePointer<GValue>) { g_value_set_int64(value, gint64(self)) }
}

extension Double: ObjectPropertyValue {
    /// `G_TYPE_DOUBLE`.
    public static var valueType: GType { rxgtk_type_double() }
    /// The `gdouble` held by `value`.
    public static func read(from value: UnsafePointer<GValue>) -> Double { g_value_get_double(value) }
    /// Stores this value as a `gdouble`.
    public func write(to value: UnsafeMutablePointer<GValue>) { g_value_set_double(value, self) }
}

extension Float: ObjectPropertyValue {
    /// `G_TYPE_FLOAT`.
    public static var valueType: GType { rxgtk_type_float() }
    /// The `gfloat` held by `value`.
    public static func read(from value: UnsafePointer<GValue>) -> Float { g_value_get_float(value) }
    /// Stores this value as a `gfloat`.
    public func write(to value: UnsafeMutablePointer<GValue>) { g_value_set_float(value, self) }
}

extension String: ObjectPropertyValue {
    /// `G_TYPE_STRING`.
    public static var valueType: GType { rxgtk_type_string() }
    /// The string held by `value`; an empty string for `NULL`.
    public static func read(from value: UnsafePointer<GValue>) -> String { g_value_get_string(value).map { String(cString: $0) } ?? "" }
    /// Stores a copy of this string.
    public func write(to value: UnsafeMutablePointer<GValue>) { g_value_set_string(value, self) }
}

extension Optional: ObjectPropertyValue where Wrapped == String {
    /// `G_TYPE_STRING`; a string property may hold no string (`NULL`).
    public static var valueType: GType { rxgtk_type_string() }
    /// The string held by `value`, or `nil` for `NULL`.
    public static func read(from value: UnsafePointer<GValue>) -> String? { g_value_get_string(value).map { String(cString: $0) } }
    /// Stores a copy of this string, or `NULL` for `nil`.
    public func write(to value: UnsafeMutablePointer<GValue>) { g_value_set_string(value, self) }
}

/// Why a GObject property cannot be read or written as asked.
public enum ObjectPropertyError: Error, Equatable, CustomStringConvertible {
    /// The object's class has no property of that name.
    case noSuchProperty(name: String, objectType: String)
    /// The property's type does not convert to or from the requested one.
    case notConvertible(name: String, propertyType: String, requestedType: String)
    /// The property cannot be read.
    case notReadable(name: String)
    /// The property cannot be written (or only at construction).
    case notWritable(name: String)

    /// What went wrong, in words.
    public var description: String {
        switch self {
        case let .noSuchProperty(name, objectType):
            "\(objectType) has no property named \"\(name)\""
        case let .notConvertible(name, propertyType, requestedType):
            "the property \"\(name)\" of type \(propertyType) does not convert to and from \(requestedType)"
        case let .notReadable(name):
            "the property \"\(name)\" cannot be read"
        case let .notWritable(name):
            "the property \"\(name)\" cannot be written"
        }
    }
}

/// The name GLib gives `type`.
func typeName(_ type: GType) -> String {
    g_type_name(type).map { String(cString: $0) } ?? "GType \(type)"
}

extension Widget {
    /// The value of the GObject property `name` (as GTK names it: "label", "has-frame"), read
    /// as `Value`: every property of the widget is reachable, wrapped by RxGtk or not.
    public func propertyValue<Value: ObjectPropertyValue>(_ name: String, as type: Value.Type = Value.self) throws(ObjectPropertyError) -> Value {
        let specification = try propertySpecification(name, as: Value.self, writing: false)
        var value = GValue()
        g_value_init(&value, Value.valueType)
        defer { g_value_unset(&value) }
        g_object_get_property(rxgtk_object(pointer), specification.pointee.name, &value)
        return Value.read(from: &value)
    }

    /// Sets the GObject property `name` to `value`. GTK notifies the change ("notify::name"),
    /// which `rx.property(_:_:)` does not report: the program's own set is not the user's.
    public func setPropertyValue<Value: ObjectPropertyValue>(_ name: String, to value: Value) throws(ObjectPropertyError) {
        let specification = try propertySpecification(name, as: Value.self, writing: true)
        var gValue = GValue()
        g_value_init(&gValue, Value.valueType)
        defer { g_value_unset(&gValue) }
        value.write(to: &gValue)
        performProgrammaticChange {
            g_object_set_property(rxgtk_object(pointer), specification.pointee.name, &gValue)
        }
    }

    /// The description of the property `name`, checked to be readable (and writable when
    /// `writing`) and convertible to and from `Value`.
    func propertySpecification<Value: ObjectPropertyValue>(_ name: String, as type: Value.Type, writing: Bool) throws(ObjectPropertyError) -> UnsafeMutablePointer<GParamSpec> {
        guard let specification = rxgtk_object_find_property(pointer, name) else {
            throw .noSuchProperty(name: name, objectType: typeName(rxgtk_object_type(pointer)))
        }
        let flags = specification.pointee.flags.rawValue
        guard flags & G_PARAM_READABLE.rawValue != 0 else {
            throw .notReadable(name: name)
        }
        if writing, flags & G_PARAM_WRITABLE.rawValue == 0 || flags & G_PARAM_CONSTRUCT_ONLY.rawValue != 0 {
            throw .notWritable(name: name)
        }
        let propertyType = specification.pointee.value_type
        let readable = g_value_type_transformable(propertyType, Value.valueType) != 0
        let writable = !writing || g_value_type_transformable(Value.valueType, propertyType) != 0
        guard readable, writable else {
            throw .notConvertible(name: name, propertyType: typeName(propertyType), requestedType: typeName(Value.valueType))
        }
        return specification
    }
}
#endif
