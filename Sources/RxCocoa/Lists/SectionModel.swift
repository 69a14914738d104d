/// A section of a sectioned list: the section's own model, shown as its header row, and its
/// items, shown as the rows below the header. Bind arrays of them with `rx.items(sections:
/// header:cell:)`.
public struct SectionModel<Section, Item> {
    /// The section's model, which its header row shows.
    public var model: Section
    /// The section's items, one row each.
    public var items: [Item]

    /// A section of `model` with `items`.
    public init(model: Section, items: [Item]) {
        self.model = model
        self.items = items
    }
}

extension SectionModel: Equatable where Section: Equatable, Item: Equatable {}

extension SectionModel: Sendable where Section: Sendable, Item: Sendable {}

/// A row of a sectioned list: a section's header or one of its items.
public enum SectionRow<Section, Item> {
    /// The header row of a section.
    case header(Section)
    /// The row of an item.
    case item(Item)

    /// The rows of `sections`: each section's header, then its items.
    public static func rows(of sections: [SectionModel<Section, Item>]) -> [SectionRow] {
        var rows: [SectionRow] = []
        rows.reserveCapacity(sections.reduce(sections.count) { $0 + $1.items.count })
        for section in sections {
            rows.append(.header(section.model))
            rows.append(contentsOf: section.items.map(SectionRow.item))
        }
        return rows
    }

    /// Whether the row is a header.
    public var isHeader: Bool {
        if case .header = self { return true }
        return false
    }

    /// The section's or the item's model.
    @usableFromInline
    var model: Any {
        switch self {
        case .header(let section): section
        case .item(let item): item
        }
    }
}

extension SectionRow: Equatable where Section: Equatable, Item: Equatable {}

extension SectionRow: Sendable where Section: Sendable, Item: Sendable {}

extension SectionRow where Section: Identifiable, Item: Identifiable {
    /// The identity of a row: its section's or its item's.
    public var id: SectionRowID<Section.ID, Item.ID> {
        switch self {
        case .header(let section): .header(section.id)
        case .item(let item): .item(item.id)
        }
    }
}

/// The identity of a row of a sectioned list: a header is its section's, an item row its item's.
public enum SectionRowID<SectionID: Hashable, ItemID: Hashable>: Hashable {
    /// A section's header.
    case header(SectionID)
    /// An item's row.
    case item(ItemID)
}

extension SectionRowID: Sendable where SectionID: Sendable, ItemID: Sendable {}
