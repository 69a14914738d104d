import RxSwift

extension Reactive where Base: ReactiveListView {
    /// Binds arrays of elements to the list's rows: `source.bind(to: list.rx.items) { list,
    /// row, element in cell }`. The cell factory makes (usually dequeues) the cell of a row.
    ///
    /// Elements are applied on the main scheduler; an error is a programmer error; disposing
    /// the binding empties the list. The list calls the cell factory on the main thread.
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (Base, Int, Sequence.Element) -> Base.Cell) -> Disposable
        where Source.Element == Sequence {
        { cellFactory in
            bindItems(source) { list, row, element, _ in cellFactory(list, row, element) }
        }
    }

    /// Binds arrays of elements to the list's rows, giving the cell factory a dispose bag for
    /// the cell's current use: `source.bind(to: list.rx.items) { list, row, element, bag in
    /// cell }`. When the list reuses the cell for another row, or the binding ends, the bag is
    /// replaced and what it held is disposed, so a reused cell never keeps the subscriptions
    /// of its previous row.
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (Base, Int, Sequence.Element, DisposeBag) -> Base.Cell) -> Disposable
        where Source.Element == Sequence {
        { cellFactory in
            bindItems(source, cellFactory: cellFactory)
        }
    }

    /// The rows the user selects.
    public var itemSelected: ControlEvent<Int> {
        base.rowSelected
    }

    /// The elements of the rows the user selects, as `Model`; fails if the list has no items
    /// bound or its elements are not `Model`s.
    public func modelSelected<Model>(_ modelType: Model.Type) -> ControlEvent<Model> {
        models(of: base.rowSelected)
    }

    /// The rows the user deselects (`ReactiveListView.rowDeselected`).
    public var itemDeselected: ControlEvent<Int> {
        base.rowDeselected
    }

    /// The elements of the rows the user deselects, as `Model`; fails if the list has no items
    /// bound or its elements are not `Model`s.
    public func modelDeselected<Model>(_ modelType: Model.Type) -> ControlEvent<Model> {
        models(of: base.rowDeselected)
    }

    /// The elements bound to the rows `rows` gives, as `Model`s.
    private func models<Model>(of rows: ControlEvent<Int>) -> ControlEvent<Model> {
        // A `ControlEvent` delivers on the main thread, where the list lives.
        let source = rows.compactMap(assumeSendableThrowing { [weak list = base] (row: Int) throws -> Model? in
            guard let list else { return nil }
            return try list.rx.model(at: row)
        })
        return ControlEvent(events: source)
    }

    /// The element bound to `row`. Throws `RxCocoaError.itemsNotYetBound` before items are
    /// bound, `.invalidOperation` for a row the list does not show (a row reported before the
    /// program removed it), and `.castingError` when the element is not a `Model`.
    public func model<Model>(at row: Int) throws -> Model {
        guard let elements = base.deallocationTracker.attachment(forKey: ObjectIdentifier(ListItemsKey.self)) as? ListItemsElements else {
            throw RxCocoaError.itemsNotYetBound(object: String(describing: base))
        }
        guard let element = elements.element(at: row) else {
            throw RxCocoaError.invalidOperation(object: "row \(row) of \(String(describing: base)), which shows no such row")
        }
        guard let model = element as? Model else {
            throw RxCocoaError.castingError(object: String(describing: element), targetType: Model.self)
        }
        return model
    }

    /// Binds `source` to the list's rows through `cellFactory`. With `changes`, each update
    /// applies the changes from the elements shown (`ReactiveListView.applyChanges`) instead
    /// of reloading; `model` maps an element to what `rx.model(at:)` gives; `isHeader` marks the
    /// rows the list shows as section headers.
    @usableFromInline
    func bindItems<Sequence: Swift.Sequence, Source: ObservableType>(
        _ source: Source,
        changes: ((_ old: [Sequence.Element], _ new: [Sequence.Element]) -> ListChangeset)? = nil,
        model: ((Sequence.Element) -> Any)? = nil,
        isHeader: ((Sequence.Element) -> Bool)? = nil,
        cellFactory: @escaping (Base, Int, Sequence.Element, DisposeBag) -> Base.Cell
    ) -> Disposable where Source.Element == Sequence {
        let list = base
        let elements = source.asObservable()
        // The closures are called on the main thread only, by the list and the binding.
        nonisolated(unsafe) let cellFactory = cellFactory
        nonisolated(unsafe) let changes = changes
        nonisolated(unsafe) let model = model
        nonisolated(unsafe) let isHeader = isHeader
        return MainScheduler.assumeMainActor({
            let binding = ListItemsBinding<Base, Sequence.Element>(cellFactory: cellFactory, changes: changes, model: model)
            return bindItems(elements, to: list, binding: binding, isHeader: isHeader)
        }, caller: "rx.items")
    }

    @MainActor
    private func bindItems<Sequence: Swift.Sequence>(
        _ source: Observable<Sequence>,
        to list: Base,
        binding: ListItemsBinding<Base, Sequence.Element>,
        isHeader: ((Sequence.Element) -> Bool)?
    ) -> Disposable {
        let key = ObjectIdentifier(ListItemsKey.self)
        let marksHeaders = isHeader != nil
        let previous = list.deallocationTracker.attach(BoundItems(binding), forKey: key)
        if previous is ListItemsElements {
            rxFatalError("rx.items: items are already bound to this \(type(of: list)); dispose of that binding first.")
        }
        if let isHeader {
            list.setHeaderRows { [weak binding] row in
                guard let binding, row < binding.elements.count else { return false }
                return isHeader(binding.elements[row])
            }
        }
        // The elements are observed on the main thread, where the list and the binding live.
        let subscription = source.observe(on: MainScheduler.instance).subscribeMainActorHandlers(
            onNext: { [weak list] elements in
                if let list {
                    binding.show(Array(elements), in: list)
                }
            },
            onError: { error in
                rxFatalErrorInDebug("rx.items: an error was bound to a list, which cannot show it: \(error).")
            },
            onCompleted: nil,
            onDisposed: nil,
            operation: "rx.items",
            file: #fileID,
            line: #line
        )
        // Like every UI binding, the items binding is disposed of on the main thread.
        return Disposables.create { [weak list] in
            MainScheduler.assumeMainActor({
                subscription.dispose()
                binding.end()
                if let list {
                    list.deallocationTracker.attach(nil, forKey: key)
                    list.reloadRows(count: 0) { row in
                        rxFatalError("rx.items: the list asked for row \(row) of an empty list.")
                    }
                    if marksHeaders {
                        list.setHeaderRows(nil)
                    }
                }
            }, caller: "rx.items' disposal")
        }
    }
}

/// Reads the element of a row from whatever items are bound.
protocol ListItemsElements: AnyObject {
    /// The element of `row`, or `nil` when the list shows no such row.
    func element(at row: Int) -> Any?
}

/// The items binding, as attached to its list.
@MainActor
private final class BoundItems<List: ReactiveListView, Element>: ListItemsElements {
    let binding: ListItemsBinding<List, Element>

    init(_ binding: ListItemsBinding<List, Element>) {
        self.binding = binding
    }

    nonisolated func element(at row: Int) -> Any? {
        MainScheduler.assumeMainActor({ binding.model(at: row) }, caller: "rx.model(at:)")
    }
}
