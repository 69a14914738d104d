#if GTK
import CGtk

/// The modifier keys held during a key press or a click (GDK's `GdkModifierType`).
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    /// GDK's mask bits.
    public let rawValue: UInt32

    /// The modifiers of GDK's mask `rawValue`.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: GDK_SHIFT_MASK.rawValue)
    /// Caps Lock.
    public static let capsLock = KeyModifiers(rawValue: GDK_LOCK_MASK.rawValue)
    /// Control.
    public static let control = KeyModifiers(rawValue: GDK_CONTROL_MASK.rawValue)
    /// Alt (X's fourth modifier).
    public static let alt = KeyModifiers(rawValue: GDK_ALT_MASK.rawValue)
    /// Super (the "Windows" key).
    public static let `super` = KeyModifiers(rawValue: GDK_SUPER_MASK.rawValue)
    /// Hyper.
    public static let hyper = KeyModifiers(rawValue: GDK_HYPER_MASK.rawValue)
    /// Meta.
    public static let meta = KeyModifiers(rawValue: GDK_META_MASK.rawValue)
}

/// A key the user pressed (`GtkEventControllerKey`'s "key-pressed").
public struct KeyPress: Sendable, Equatable {
    /// The key's symbol (GDK's keyval: `GDK_KEY_a`, `GDK_KEY_Escape`).
    public let keyval: UInt32
    /// The hardware code of the key.
    public let keycode: UInt32
    /// The modifier keys held.
    public let modifiers: KeyModifiers

    /// A press of the key `keyval` (hardware `keycode`) with `modifiers` held.
    public init(keyval: UInt32, keycode: UInt32, modifiers: KeyModifiers) {
        self.keyval = keyval
        self.keycode = keycode
        self.modifiers = modifiers
    }

    /// The key's name ("a", "Escape", "Return"), as GDK names its keyval.
    public var name: String? {
        gdk_keyval_name(keyval).map { String(cString: $0) }
    }

    /// The key's character, if it types one ("a" for `a`, "A" with Shift).
    public var character: Character? {
        Unicode.Scalar(gdk_keyval_to_unicode(keyval)).flatMap { $0.value == 0 ? nil : Character($0) }
    }
}

/// Presses of a pointer button, counted (`GtkGestureClick`).
public struct Click: Sendable, Equatable {
    /// How many presses in a row: 1 for a click, 2 for a double click.
    public let count: Int
    /// Where, in the widget's coordinates.
    public let x: Double
    /// Where, in the widget's coordinates.
    public let y: Double

    /// `count` presses in a row at (`x`, `y`).
    public init(count: Int, x: Double, y: Double) {
        self.count = count
        self.x = x
        self.y = y
    }
}

/// A point in a widget's coordinates.
public struct WidgetPoint: Sendable, Equatable {
    /// The horizontal coordinate, from the widget's left edge.
    public let x: Double
    /// The vertical coordinate, from the widget's top edge.
    public let y: Double

    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A step of a drag of the pointer over a widget (`GtkGestureDrag`).
public struct Drag: Sendable, Equatable {
    /// The step of a drag.
    public enum Phase: Sendable, Equatable {
        /// The button went down: the offset is zero.
        case began
        /// The pointer moved.
        case moved
        /// The button went up.
        case ended
    }

    /// Which step this is.
    public let phase: Phase
    /// Where the drag began, in the widget's coordinates.
    public let start: WidgetPoint
    /// How far the pointer is from where the drag began, horizontally.
    public let offsetX: Double
    /// How far the pointer is from where the drag began, vertically.
    public let offsetY: Double

    /// The step `phase` of a drag begun at `start`, now (`offsetX`, `offsetY`) away from it.
    public init(phase: Phase, start: WidgetPoint, offsetX: Double, offsetY: Double) {
        self.phase = phase
        self.start = start
        self.offsetX = offsetX
        self.offsetY = offsetY
    }
}

/// How fast the pointer moved when a swipe ended, in pixels per second (`GtkGestureSwipe`).
public struct SwipeVelocity: Sendable, Equatable {
    /// Horizontal speed, positive to the right.
    public let x: Double
    /// Vertical speed, positive downwards.
    public let y: Double

    /// The velocity (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A step of a two-finger pinch on a widget (`GtkGestureZoom`).
public enum Pinch: Sendable, Equatable {
    /// Two fingers touched the widget: the pinch is recognised.
    case began
    /// The fingers moved: the distance between them, as a scale of their distance when the
    /// pinch began (above 1 when they move apart).
    case scaled(Double)
    /// A finger left the widget: the pinch is over.
    case ended
}
#endif
