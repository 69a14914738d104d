import RxCocoa
import RxSwift

extension Reactive where Base: ElementRows {
    /// Binds arrays of elements to the rows: `source.bind(to: table.rx.items)`. Elements are
    /// applied on the main scheduler.
    public var items: Binder<[Base.Element]> {
        Binder(base) { table, elements in
            table.setElements(elements)
        }
    }

    /// The rows the user selects.
    public var itemSelected: ControlEvent<Int> {
        ControlEvent(events: event("notify::selected") { $0.selectedRow }.compactMap { $0 })
    }

    /// The elements of the rows the user selects.
    public var modelSelected: ControlEvent<Base.Element> {
        let selected = event("notify::selected") { table -> Base.Element? in
            guard let row = table.selectedRow, row < table.elements.count else { return nil }
            return table.elements[row]
        }
        return ControlEvent(events: selected.compactMap { $0 })
    }
}
