#if GTK
import CGtk
import RxCocoa
import RxSwift

extension Reactive where Base: ScrolledWindow {
    /// How far the content is scrolled down: the offset at subscription, then the offset after
    /// each scroll by the user (the vertical adjustment's "value-changed"). Offsets bound to it
    /// scroll the view and do not make it emit.
    public var verticalOffset: ControlProperty<Double> {
        offset(of: { UnsafeMutableRawPointer($0.verticalAdjustment) }, get: { $0.verticalOffset }, set: { $0.verticalOffset = $1 })
    }

    /// How far the content is scrolled right: the offset at subscription, then the offset
    /// after each scroll by the user (the horizontal adjustment's "value-changed"). Offsets
    /// bound to it scroll the view and do not make it emit.
    public var horizontalOffset: ControlProperty<Double> {
        offset(of: { UnsafeMutableRawPointer($0.horizontalAdjustment) }, get: { $0.horizontalOffset }, set: { $0.horizontalOffset = $1 })
    }

    /// The user scrolled to an edge of the content ("edge-reached").
    public var edgeReached: ControlEvent<ScrolledWindow.Edge> {
        edgeEvent("edge-reached")
    }

    /// The user scrolled beyond an edge of the content ("edge-overshot"): an invitation to
    /// load more, as pull-to-refresh does.
    public var edgeOvershot: ControlEvent<ScrolledWindow.Edge> {
        edgeEvent("edge-overshot")
    }

    private func edgeEvent(_ signal: String) -> ControlEvent<ScrolledWindow.Edge> {
        signalEvent(signal, emittedBy: { $0.pointer }) { _, arguments in
            arguments.first?.integer.flatMap(ScrolledWindow.Edge.init(position:))
        }
    }

    /// An offset of the adjustment `adjustment` gives, as a `ControlProperty`.
    private func offset(
        of adjustment: @escaping @MainActor (Base) -> UnsafeMutableRawPointer,
        get: @escaping @MainActor (Base) -> Double,
        set: @escaping @MainActor (Base, Double) -> Void
    ) -> ControlProperty<Double> {
        let scrolls = signalEvent("value-changed", emittedBy: adjustment) { window, _ in get(window) }
        let values = Observable<Double>.deferred { [weak window = base] in
            MainActor.assumeIsolated {
                window.map { scrolls.asObservable().startWith(get($0)) } ?? .empty()
            }
        }
        let sink = binder { window, offset in
            if get(window) != offset {
                set(window, offset)
            }
        }
        return ControlProperty(values: values, valueSink: sink)
    }
}
#endif
