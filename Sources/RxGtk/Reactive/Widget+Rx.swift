#if GTK
import CGtk
import RxCocoa
import RxSwift

extension Reactive where Base: Widget {
    /// Binds whether the widget is hidden.
    public var isHidden: Binder<Bool> {
        binder { $0.isHidden = $1 }
    }

    /// Binds whether the widget reacts to the user (GTK's "sensitive").
    public var isEnabled: Binder<Bool> {
        binder { $0.isEnabled = $1 }
    }

    /// Binds the widget's opacity, from 0 to 1.
    public var alpha: Binder<Double> {
        binder { $0.alpha = $1 }
    }

    /// Binds the widget's tooltip text.
    public var tooltip: Binder<String?> {
        binder { $0.tooltip = $1 }
    }

    /// Binds whether the widget has the CSS class `name`: `true` adds it, `false` removes it
    /// (a field marked "error" while its text is not valid).
    public func cssClass(_ name: String) -> Binder<Bool> {
        binder { widget, present in
            if present {
                widget.addCSSClass(name)
            } else {
                widget.removeCSSClass(name)
            }
        }
    }

    /// Whether the keyboard focus is on the widget or a widget inside it (`hasFocus`): the state
    /// at subscription, then each change, whoever moved the focus (the user, the program's
    /// `grabFocus()`, GTK): a focus controller (`GtkEventControllerFocus`, "enter" and
    /// "leave") added to the widget while subscribed.
    public var hasFocus: Observable<Bool> {
        let changes = controllerEvent(gtk_event_controller_focus_new, signals: [
            "enter": { @MainActor _, _ in true },
            "leave": { @MainActor _, _ in false },
        ])
        return Observable<Bool>.deferred { [weak widget = base] in
            MainActor.assumeIsolated {
                widget.map { changes.asObservable().startWith($0.hasFocus) } ?? .empty()
            }
        }
        .distinctUntilChanged()
    }
}
#endif
