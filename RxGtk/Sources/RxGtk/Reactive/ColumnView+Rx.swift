import RxCocoa
import RxSwift

extension Reactive where Base: ElementRows {
    /// Binds arrays of elements to the rows: `source.bind(to: table.rx.items)`. Elements are
    /// applied on the main scheduler.
    public var items: Binder<[Base.Element]> {
        Binder(base) { table, elements in
            let elements = UncheckedValue(elements)
            MainActor.assumeIsolated { table.setElements(elements.value) }
        }
    }

    /// The rows the user selects.
    public var itemSelected: ControlEvent<Int> {
        let base = self.base
        return ControlEvent(events: controlEvent("notify::selected").compactMap { [weak base] in
            MainActor.assumeIsolated { base?.selectedRow }
        })
    }

    /// The elements of the rows the user selects.
    public var modelSelected: ControlEvent<Base.Element> {
        let base = self.base
        let selected = controlEvent("notify::selected").compactMap { [weak base] () -> UncheckedValue<Base.Element>? in
            MainActor.assumeIsolated {
                guard let base, let row = base.selectedRow, row < base.elements.count else { return nil }
                return UncheckedValue(base.elements[row])
            }
        }
        return ControlEvent(events: selected.map(\.value))
    }
}

/// An element handed between the main thread's binder and the table, which uses it there only.
private struct UncheckedValue<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
