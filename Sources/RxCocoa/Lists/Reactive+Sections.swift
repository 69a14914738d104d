import RxSwift

extension Reactive where Base: ReactiveListView {
    /// Binds arrays of sections to the list: each section shows as a header row made by
    /// `header`, then one row per item made by `cell`, and updates keep the rows' places as
    /// `identifiedItems` does (sections and items are identified by their `id`, and only the
    /// rows whose section or item changed are configured again). Header rows are not selectable
    /// (`ReactiveListView.setHeaderRows`); `rx.model(at:)` gives a header row's section and an
    /// item row's item, so `rx.modelSelected(Item.self)` gives the items the user selects.
    ///
    /// Both factories get the row number in the whole list. Sections are applied on the main
    /// scheduler; disposing the binding empties the list.
    @inlinable
    public func items<Section: Identifiable & Equatable, Item: Identifiable & Equatable, Source: ObservableType>(
        sections source: Source,
        header: @escaping (Base, Int, Section) -> Base.Cell,
        cell: @escaping (Base, Int, Item, DisposeBag) -> Base.Cell
    ) -> Disposable where Source.Element == [SectionModel<Section, Item>] {
        // Flattening is a pure function of the sections, safe on any thread.
        let rows = source.asObservable().map(assumeSendable { SectionRow<Section, Item>.rows(of: $0) })
        return bindItems(
            rows,
            changes: { ListChangeset(from: $0, to: $1, id: \.id) },
            model: { $0.model },
            isHeader: { $0.isHeader }
        ) { list, row, element, bag in
            switch element {
            case .header(let section): header(list, row, section)
            case .item(let item): cell(list, row, item, bag)
            }
        }
    }
}
