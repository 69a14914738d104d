#if GTK
import CGtk
import RxCocoa
import RxSwift

extension Widget {
    /// Whether the widget has the signal `name` ("clicked", "notify::label"), among its own
    /// and those of the object `signalInstance(for:)` names for it.
    public func hasSignal(named name: String) -> Bool {
        objectHasSignal(name, instance: signalInstance(for: name))
    }
}

extension Reactive where Base: Widget {
    /// Every emission of the widget's signal `name`, as GTK names it, with the arguments GTK
    /// passes after the widget (a `GtkNotebook`'s "switch-page" sends `[.object(page),
    /// .uint(number)]`, a `GtkLevelBar`'s "offset-changed" `[.string(name)]`), whatever their
    /// C types: every signal of the widget is reachable this way, wrapped by RxGtk or not.
    /// Signals that return a value are answered as not handled, so GTK's own handling goes on.
    /// What GTK emits while the program changes the widget (`performProgrammaticChange`) is
    /// left out, as for every `ControlEvent`.
    ///
    /// The widget must have the signal (`hasSignal(named:)`): connecting to a signal it does
    /// not have is a programming error, and stops the program.
    @MainActor
    public func signal(_ name: String) -> ControlEvent<[SignalValue]> {
        precondition(base.hasSignal(named: name), "rx.signal(\"\(name)\"): \(typeName(rxgtk_object_type(base.signalInstance(for: name)))) has no such signal")
        return signalEvent(name, emittedBy: { $0.signalInstance(for: name) }) { _, arguments in arguments }
    }

    /// The emissions of `signal` by the object `instance` gives for the widget, each turned
    /// into an element by `element` from the widget and the signal's arguments (emissions it
    /// returns `nil` for are left out), as a
    /// `ControlEvent`. Each subscription connects a handler and disconnects it when disposed;
    /// emissions during the program's own changes are left out.
    func signalEvent<Element>(
        _ signal: String,
        emittedBy instance: @escaping @MainActor (Base) -> UnsafeMutableRawPointer,
        element: @escaping @MainActor (Base, [SignalValue]) -> Element?
    ) -> ControlEvent<Element> {
        let source = signalEmissions(of: base, signal: signal, emittedBy: instance) { widget, arguments in
            widget.isPerformingProgrammaticChange ? nil : element(widget, arguments)
        }
        return ControlEvent(events: source.take(until: deallocated))
    }
}
#endif
