#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: SelectableRows {
    /// The selected row (the first, when several are), both ways: the row selected at
    /// subscription, then the row selected after each change the user makes (`nil` once the
    /// user leaves no row selected); a row bound to it is selected alone, `nil` selects none,
    /// and neither makes it emit, as with every `ControlProperty`.
    ///
    /// The program's updates of the rows are not the user's either: an identity-aware binding
    /// that moves the selected row (a row inserted above it) moves the selection with it
    /// without emitting, so a row number bound elsewhere goes stale; `selectedModel` follows
    /// the element instead.
    public var selectedRow: ControlProperty<Int?> {
        selection(read: { $0.selectedRow }, select: { $0.selectedRow = $1 })
    }

    /// The selection as a `ControlProperty` of what `read` gives: the value at subscription,
    /// then the value after each change the user makes to the selection; a value bound to it
    /// is applied by `select` as a change of the program's.
    func selection<Value: Sendable>(
        read: @escaping @MainActor (Base) -> Value,
        select: @escaping @MainActor (Base, Value) -> Void
    ) -> ControlProperty<Value> {
        let values = Observable<Value>.subscribedOnMainActor { [weak base] observer in
            guard let base else {
                observer.on(.completed)
                return {}
            }
            observer.on(.next(read(base)))
            let signal = base.selectionChangedSignal
            guard let connection = connectSignalValues(signal, of: base.signalInstance(for: signal), handler: { [weak base] _ in
                guard let base, !base.isPerformingProgrammaticChange else { return }
                observer.on(.next(read(base)))
            }) else {
                observer.on(.completed)
                return {}
            }
            return { connection.disconnect() }
        }
        let sink = binder { (base: Base, value: Value) in
            base.performProgrammaticChange { select(base, value) }
        }
        return ControlProperty(values: values.take(until: deallocated), valueSink: sink)
    }

    /// The selection as a `ControlProperty` of the selected row's element, which `model` reads
    /// from a row; a value bound to it selects the first row whose element has its identity
    /// (`id`), or none when no row has.
    func selectedElement<Model: Sendable, ID: Hashable>(
        model: @escaping @MainActor (Base, Int) -> Model?,
        id: @escaping (Model) -> ID
    ) -> ControlProperty<Model?> {
        // `id` is called only on the main thread, where the property reads and selects.
        nonisolated(unsafe) let id = id
        return selection(
            read: { list in list.selectedRow.flatMap { model(list, $0) } },
            select: { list, wanted in
                let identity = wanted.map(id)
                list.selectedRow = identity.flatMap { identity in
                    (0..<list.rowCount).first { row in model(list, row).map(id) == identity }
                }
            }
        )
    }
}

extension Reactive where Base: SelectableRows & ReactiveListView {
    /// The element of the selected row, as `Model`, both ways, as `selectedRow` is: the
    /// element at subscription, then the element after each change the user makes to the
    /// selection (`nil` once none is selected); an element bound to it selects the row showing
    /// the element of its identity (`id`), and `nil`, or an element no row shows, selects none.
    ///
    /// The rows come from the list's items binding (`rx.model(at:)`); with an identity-aware
    /// binding (`rx.identifiedItems`, `rx.items(id:)`) the selection stays on its element as
    /// updates move or change its row, so a relay bound both ways keeps naming the selected
    /// element:
    /// `relay.bind(to: list.rx.selectedModel(Note.self)).disposed(by: bag)` (first, so the
    /// list shows the relay's element), then
    /// `list.rx.selectedModel(Note.self).bind(to: relay).disposed(by: bag)`. Neither loops: a
    /// value bound to the list does not make it emit.
    public func selectedModel<Model: Sendable, ID: Hashable>(_ modelType: Model.Type, id: @escaping (Model) -> ID) -> ControlProperty<Model?> {
        selectedElement(model: { list, row in try? list.rx.model(at: row) }, id: id)
    }

    /// The element of the selected row, as `Model`, both ways, rows found by the element's `id`
    /// (`selectedModel(_:id:)`).
    public func selectedModel<Model: Identifiable & Sendable>(_ modelType: Model.Type) -> ControlProperty<Model?> {
        selectedModel(modelType, id: \.id)
    }
}

extension Reactive where Base: ElementRows, Base.Element: Sendable {
    /// The element of the selected row, both ways, as `ListView`'s `selectedModel(_:id:)`: rows
    /// found by `id`.
    public func selectedModel<ID: Hashable>(id: @escaping (Base.Element) -> ID) -> ControlProperty<Base.Element?> {
        selectedElement(model: { table, row in table.elements.indices.contains(row) ? table.elements[row] : nil }, id: id)
    }
}

extension Reactive where Base: ElementRows, Base.Element: Identifiable & Sendable {
    /// The element of the selected row, both ways, rows found by the element's `id`
    /// (`selectedModel(id:)`).
    public var selectedModel: ControlProperty<Base.Element?> {
        selectedModel(id: \.id)
    }
}
#endif
