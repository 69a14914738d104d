#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: Widget {
    /// The GObject property `name` of the widget (as GTK names it: "label", "has-frame"), read
    /// as `Value`, as RxSwift's `observe(_:_:)` follows a key path: the value at subscription,
    /// then the value after each notification of a change ("notify::name"), whoever made it
    /// (the user, the program, GTK). Every property of the widget is reachable this way,
    /// wrapped by RxGtk or not.
    ///
    /// The sequence fails with an `ObjectPropertyError` when the widget has no readable
    /// property `name` that converts to `Value`; it completes when the widget is deallocated.
    public func observe<Value: ObjectPropertyValue>(_ type: Value.Type, _ name: String) -> Observable<Value> {
        propertyValues(name, as: Value.self, includingTheProgramsChanges: true)
    }

    /// The writable GObject property `name` of the widget as a `ControlProperty`: the value at
    /// subscription, then the value after each change made by someone else than the program
    /// (the user, GTK). Values bound to it are set when they differ from the current one, and
    /// do not make it emit, as with the properties RxGtk wraps itself.
    ///
    /// The widget must have a readable and writable property `name` that converts to and from
    /// `Value`: anything else is a programming error, and stops the program.
    @MainActor
    public func property<Value: ObjectPropertyValue>(_ type: Value.Type, _ name: String) -> ControlProperty<Value> {
        do {
            _ = try base.propertySpecification(name, as: Value.self, writing: true)
        } catch {
            preconditionFailure("rx.property(\(Value.self).self, \"\(name)\"): \(error)")
        }
        let values = propertyValues(name, as: Value.self, includingTheProgramsChanges: false)
            .catch { _ in .empty() }
        let sink = binder { (widget: Base, value: Value) in
            if (try? widget.propertyValue(name, as: Value.self)) != value {
                try? widget.setPropertyValue(name, to: value)
            }
        }
        return ControlProperty(values: values, valueSink: sink)
    }

    /// The values of the property `name`: the current one, then one after each notification,
    /// leaving out those the program's own changes cause unless `includingTheProgramsChanges`.
    private func propertyValues<Value: ObjectPropertyValue>(_ name: String, as type: Value.Type, includingTheProgramsChanges: Bool) -> Observable<Value> {
        Observable<Value>.subscribedOnMainActor { [weak widget = base] observer in
            guard let widget else {
                observer.on(.completed)
                return {}
            }
            let canonicalName: String
            do {
                let specification = try widget.propertySpecification(name, as: Value.self, writing: false)
                canonicalName = String(cString: specification.pointee.name)
                observer.on(.next(try widget.propertyValue(canonicalName, as: Value.self)))
            } catch {
                observer.on(.error(error))
                return {}
            }
            let connection = widget.connect("notify::\(canonicalName)") { [weak widget] in
                guard let widget, includingTheProgramsChanges || !widget.isPerformingProgrammaticChange else { return }
                if let value = try? widget.propertyValue(canonicalName, as: Value.self) {
                    observer.on(.next(value))
                }
            }
            return { connection.disconnect() }
        }
        .take(until: deallocated)
    }
}
#endif
