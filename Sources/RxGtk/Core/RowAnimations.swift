#if GTK
import CGtk
import RxCocoa
import RxSwift

/// The CSS animations of a list's cells (`CellsView.rowAnimation`): a cell being animated
/// carries the class of its animation (`rxgtk-row-fade-in`, `rxgtk-row-slide-in`,
/// `rxgtk-row-highlight`, `rxgtk-row-fade-out`) and the class of its duration
/// (`rxgtk-row-animation-250ms`), from a style sheet installed once per display. The classes of
/// an appearing or updated row are taken off by a GLib timeout when the animation ends; a
/// leaving row's stay until its row goes; all of them go when the cell's use ends, so a reused
/// cell never shows a stale animation.
@MainActor
final class RowAnimations {
    /// What an animated cell shows.
    enum Kind: CaseIterable {
        case fadeIn
        case slideIn
        case highlight
        case fadeOut

        /// The CSS class that runs the animation.
        var cssClass: String {
            switch self {
            case .fadeIn: "rxgtk-row-fade-in"
            case .slideIn: "rxgtk-row-slide-in"
            case .highlight: "rxgtk-row-highlight"
            case .fadeOut: "rxgtk-row-fade-out"
            }
        }
    }

    /// The animations the list asks for.
    var animation: ListRowAnimation
    /// The cells carrying an animation's classes: the duration class given and the GLib source
    /// that takes them off (0 for a leaving row's, which stay).
    private var animatedCells: [ObjectIdentifier: (cell: ListCell, durationClass: String, source: guint)] = [:]
    /// The items of rows inserted by recent updates whose cells are to appear animated when GTK
    /// binds them, with the time (GLib's monotonic clock) after which they no longer do.
    private var appearingItems: [UnsafeMutableRawPointer: Int] = [:]

    /// Animations as `animation` asks.
    init(animation: ListRowAnimation) {
        self.animation = animation
    }

    isolated deinit {
        for entry in animatedCells.values where entry.source != 0 {
            g_source_remove(entry.source)
        }
    }

    /// Notes the items of rows just inserted: a cell already bound to one (`boundCell`) appears
    /// animated now, the others when GTK binds them within the animation's duration (as it lays
    /// the rows out, or as they scroll into view).
    func noteAppearing(_ items: [UnsafeMutableRawPointer], boundCell: (UnsafeMutableRawPointer) -> ListCell?) {
        guard let kind = insertion else { return }
        let now = g_get_monotonic_time()
        appearingItems = appearingItems.filter { $0.value > now }
        let end = now + Self.milliseconds(of: animation.duration) * 1000
        for item in items {
            if let cell = boundCell(item) {
                start(kind, on: cell)
            } else {
                appearingItems[item] = end
            }
        }
    }

    /// GTK bound `cell` to the row of `item`: an inserted row appears animated, a leaving row
    /// fades out.
    func cellBound(_ cell: ListCell, item: UnsafeMutableRawPointer, isLeaving: Bool) {
        if let end = appearingItems.removeValue(forKey: item), end > g_get_monotonic_time(), let kind = insertion {
            start(kind, on: cell)
        } else if isLeaving {
            rowLeaving(cell)
        }
    }

    /// The row of `cell` was configured again with its changed element: it flashes.
    func rowUpdated(_ cell: ListCell) {
        if animation.update == .highlight {
            start(.highlight, on: cell)
        }
    }

    /// The row of `cell` is leaving: it fades out.
    func rowLeaving(_ cell: ListCell) {
        if animation.delete == .fade {
            start(.fadeOut, on: cell)
        }
    }

    /// The animation of an inserted row, if any.
    var insertion: Kind? {
        switch animation.insert {
        case .none: nil
        case .fade: .fadeIn
        case .slide: .slideIn
        }
    }

    /// Runs `kind` on `cell`, replacing any animation it showed.
    func start(_ kind: Kind, on cell: ListCell) {
        clear(cell)
        let milliseconds = Self.milliseconds(of: animation.duration)
        let durationClass = Self.installStyle(forMilliseconds: milliseconds, on: cell)
        gtk_widget_add_css_class(cell.widgetPointer, durationClass)
        gtk_widget_add_css_class(cell.widgetPointer, kind.cssClass)
        var source: guint = 0
        if kind != .fadeOut {
            let end = Unmanaged.passRetained(AnimationEnd(animations: self, cell: cell)).toOpaque()
            source = g_timeout_add_full(G_PRIORITY_DEFAULT, guint(milliseconds), endAnimation, end, releaseAnimationEnd)
        }
        animatedCells[ObjectIdentifier(cell)] = (cell, durationClass, source)
    }

    /// Takes off `cell`'s animation classes and cancels the timeout that was to.
    func clear(_ cell: ListCell) {
        guard let entry = animatedCells.removeValue(forKey: ObjectIdentifier(cell)) else { return }
        if entry.source != 0 {
            g_source_remove(entry.source)
        }
        removeClasses(of: cell, durationClass: entry.durationClass)
    }

    /// The timeout of `cell`'s animation fired: its classes come off.
    fileprivate func animationEnded(on cell: ListCell) {
        guard let entry = animatedCells.removeValue(forKey: ObjectIdentifier(cell)) else { return }
        removeClasses(of: cell, durationClass: entry.durationClass)
    }

    private func removeClasses(of cell: ListCell, durationClass: String) {
        for kind in Kind.allCases {
            gtk_widget_remove_css_class(cell.widgetPointer, kind.cssClass)
        }
        gtk_widget_remove_css_class(cell.widgetPointer, durationClass)
    }

    /// `interval` in whole milliseconds, at least 1.
    static func milliseconds(of interval: RxTimeInterval) -> Int {
        let milliseconds: Int
        switch interval {
        case .seconds(let value): milliseconds = value * 1000
        case .milliseconds(let value): milliseconds = value
        case .microseconds(let value): milliseconds = value / 1000
        case .nanoseconds(let value): milliseconds = value / 1_000_000
        default: milliseconds = 0
        }
        return Swift.max(1, milliseconds)
    }

    /// The style sheet of each display, and the durations it has rules for.
    private static var styles: [UnsafeMutableRawPointer: (provider: UnsafeMutablePointer<GtkCssProvider>, durations: Set<Int>)] = [:]

    /// The keyframes and the animation classes, whatever the duration.
    static let keyframes = """
        @keyframes rxgtk-row-fade-in { from { opacity: 0; } to { opacity: 1; } }
        @keyframes rxgtk-row-slide-in { from { opacity: 0; transform: translateX(-48px); } to { opacity: 1; transform: none; } }
        @keyframes rxgtk-row-highlight { from { background-color: rgba(53, 132, 228, 0.45); } to { background-color: rgba(53, 132, 228, 0); } }
        @keyframes rxgtk-row-fade-out { from { opacity: 1; } to { opacity: 0; } }
        .rxgtk-row-fade-in { animation-name: rxgtk-row-fade-in; animation-timing-function: ease-out; }
        .rxgtk-row-slide-in { animation-name: rxgtk-row-slide-in; animation-timing-function: ease-out; }
        .rxgtk-row-highlight { animation-name: rxgtk-row-highlight; animation-timing-function: ease-in; }
        .rxgtk-row-fade-out { animation-name: rxgtk-row-fade-out; animation-timing-function: ease-in; animation-fill-mode: forwards; }

        """

    /// The class of a duration of `milliseconds`, after making sure the style sheet of the
    /// display `widget` is on has its rule: installed on the display's first animation, and
    /// loaded again when a duration is first used.
    static func installStyle(forMilliseconds milliseconds: Int, on widget: Widget) -> String {
        let durationClass = "rxgtk-row-animation-\(milliseconds)ms"
        let display = UnsafeMutableRawPointer(gtk_widget_get_display(widget.widgetPointer)!)
        if let style = styles[display], style.durations.contains(milliseconds) {
            return durationClass
        }
        let style = styles[display] ?? {
            let provider = gtk_css_provider_new()!
            let priority = guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)
            gtk_style_context_add_provider_for_display(OpaquePointer(display), OpaquePointer(UnsafeMutableRawPointer(provider)), priority)
            // The display keeps the provider; the reference made here stays in `styles`.
            return (provider, [])
        }()
        let durations = style.durations.union([milliseconds])
        styles[display] = (style.provider, durations)
        let rules = durations.sorted().map { ".rxgtk-row-animation-\($0)ms { animation-duration: \($0)ms; }" }
        gtk_css_provider_load_from_data(style.provider, keyframes + rules.joined(separator: "\n"), -1)
        return durationClass
    }
}

/// What the GLib timeout that ends an animation keeps: the animations, and the cell.
private final class AnimationEnd: Sendable {
    weak let animations: RowAnimations?
    weak let cell: ListCell?

    init(animations: RowAnimations, cell: ListCell) {
        self.animations = animations
        self.cell = cell
    }
}

/// The timeout of an animation: takes the cell's classes off, once.
private let endAnimation: @convention(c) (gpointer?) -> gboolean = { data in
    guard let data else { return 0 }
    let end = Unmanaged<AnimationEnd>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated {
        if let animations = end.animations, let cell = end.cell {
            animations.animationEnded(on: cell)
        }
    }
    return 0
}

/// Releases an animation's timeout data when GLib drops the source.
private let releaseAnimationEnd: @convention(c) (gpointer?) -> Void = { data in
    guard let data else { return }
    Unmanaged<AnimationEnd>.fromOpaque(data).release()
}
#endif
