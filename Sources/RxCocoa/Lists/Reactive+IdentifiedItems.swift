import RxSwift

extension Reactive where Base: ReactiveListView {
    /// Binds arrays of identified elements to the list's rows, keeping the rows' places:
    /// `source.bind(to: list.rx.identifiedItems) { list, row, element, bag in cell }`.
    ///
    /// Each update applies the difference from the elements shown (`ListChangeset`) through
    /// `ReactiveListView.applyChanges`: rows are removed and inserted, and only the rows whose
    /// element kept its `id` but changed (`!=`) are configured again, so rows that did not
    /// change keep their cells, and the list its selection and scroll position. A cell factory
    /// is therefore not called again when a row only moves: what its subscriptions need should
    /// come from the element, not the row number. Otherwise it works as `items`. Inlinable, so
    /// that the difference is computed for the client's element type.
    @inlinable
    public func identifiedItems<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (Base, Int, Sequence.Element, DisposeBag) -> Base.Cell) -> Disposable
        where Source.Element == Sequence, Sequence.Element: Identifiable & Equatable {
        { cellFactory in
            bindItems(source, changes: { ListChangeset(from: $0, to: $1) }, cellFactory: cellFactory)
        }
    }

    /// Binds arrays of identified elements to the list's rows, keeping the rows' places, with a
    /// cell factory that takes no dispose bag: `source.bind(to: list.rx.identifiedItems) { list,
    /// row, element in cell }`.
    @inlinable
    public func identifiedItems<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (Base, Int, Sequence.Element) -> Base.Cell) -> Disposable
        where Source.Element == Sequence, Sequence.Element: Identifiable & Equatable {
        { cellFactory in
            bindItems(source, changes: { ListChangeset(from: $0, to: $1) }) { list, row, element, _ in
                cellFactory(list, row, element)
            }
        }
    }

    /// Binds arrays of elements identified by `id` to the list's rows, keeping the rows'
    /// places as `identifiedItems` does: `source.bind(to: list.rx.items(id: \.name)) { list,
    /// row, element, bag in cell }`. `id` is called on the main thread.
    @inlinable
    public func items<Sequence: Swift.Sequence, Source: ObservableType, ID: Hashable>(id: @escaping (Sequence.Element) -> ID)
        -> (_ source: Source)
        -> (_ cellFactory: @escaping (Base, Int, Sequence.Element, DisposeBag) -> Base.Cell) -> Disposable
        where Source.Element == Sequence, Sequence.Element: Equatable {
        { source in
            { cellFactory in
                bindItems(source, changes: { ListChangeset(from: $0, to: $1, id: id) }, cellFactory: cellFactory)
            }
        }
    }

    /// Binds arrays of elements identified by `id` to the list's rows, keeping the rows'
    /// places, with a cell factory that takes no dispose bag.
    @inlinable
    public func items<Sequence: Swift.Sequence, Source: ObservableType, ID: Hashable>(id: @escaping (Sequence.Element) -> ID)
        -> (_ source: Source)
        -> (_ cellFactory: @escaping (Base, Int, Sequence.Element) -> Base.Cell) -> Disposable
        where Source.Element == Sequence, Sequence.Element: Equatable {
        { source in
            { cellFactory in
                bindItems(source, changes: { ListChangeset(from: $0, to: $1, id: id) }) { list, row, element, _ in
                    cellFactory(list, row, element)
                }
            }
        }
    }
}
