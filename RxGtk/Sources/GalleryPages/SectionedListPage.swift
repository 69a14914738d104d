import RxCocoa
import RxGtk
import RxRelay
import RxSwift

/// A sectioned, animated list that keeps its place: a header row per section, and updates
/// applied as the difference from the rows shown (`rx.items(sections:header:cell:)`), so an
/// insertion above or a shuffle keeps the selected row selected and the rows on screen in view,
/// and only the rows that changed are configured again (the page counts the cell factory's
/// calls). The list animates the updates (`rowAnimation`): new rows slide in, renamed rows
/// flash, removed rows fade out before they go.
@MainActor
public final class SectionedListPage: GalleryPage {
    /// The page's identifier.
    public static let name = "sections"
    /// The page's title.
    public static let title = "Sectioned, animated list"

    /// A section of the list: a shelf of the shop.
    public struct Shelf: Identifiable, Equatable, Sendable {
        /// The shelf's identity.
        public let id: String
        /// What the header shows.
        public var title: String
    }

    /// A row of the list: a product on a shelf.
    public struct Product: Identifiable, Equatable, Sendable {
        /// The product's identity.
        public let id: Int
        /// What the row shows.
        public var name: String
    }

    /// The page's top widget.
    public let root: Widget
    /// The sectioned list.
    public let list = ListView()
    /// Inserts a product at the top of the first shelf.
    public let insertAbove = Button(label: "Insert above")
    /// Shuffles the products of every shelf.
    public let shuffle = Button(label: "Shuffle")
    /// Renames the selected product.
    public let rename = Button(label: "Rename selected")
    /// Removes the selected product, which fades out.
    public let remove = Button(label: "Remove selected")
    /// How the list animates its updates.
    public static let animation = ListRowAnimation(insert: .slide, update: .highlight, delete: .fade, duration: .milliseconds(400))
    /// Shows the selected product.
    public let selection = Label()
    /// Shows how many rows the cell factories configured.
    public let configured = Label()
    /// The sections shown.
    public let sections = BehaviorRelay(value: SectionedListPage.initialSections)
    /// How many times the cell factories made a row's cell.
    public private(set) var configuredRows = 0
    private var nextProductID = 100
    private var shuffleState: UInt64 = 42
    private let disposeBag = DisposeBag()

    /// Builds the page.
    public init() {
        let page = pageFrame(
            title: "Sectioned, animated list",
            explanation: "Headers are rows the user cannot select. An update applies only its differences, animated: new rows slide in, renamed rows flash, removed rows fade out. The selection and the rows in view stay, and only the changed rows are rebuilt."
        )
        let buttons = Box(.horizontal, spacing: 8)
        buttons.append(insertAbove)
        buttons.append(shuffle)
        buttons.append(rename)
        buttons.append(remove)
        page.append(buttons)
        let scrolled = ScrolledWindow(child: list)
        scrolled.expandsVertically = true
        page.append(scrolled)
        page.append(selection)
        page.append(configured)
        root = page
        list.rowAnimation = Self.animation

        list.rx.items(
            sections: sections,
            header: { [weak self] (list: ListView, _: Int, shelf: Shelf) in
                self?.countConfiguredRow()
                let cell = list.dequeueCell()
                if cell.isEmpty { cell.setContents([Label()]) }
                cell.content(Label.self)?.setMarkup("<b>\(shelf.title)</b>")
                return cell
            },
            cell: { [weak self] (list: ListView, _: Int, product: Product, _: DisposeBag) in
                self?.countConfiguredRow()
                let cell = list.dequeueCell()
                cell.text = "    \(product.name)"
                return cell
            }
        )
        .disposed(by: disposeBag)

        insertAbove.rx.tap
            .subscribe(onNext: { [weak self] in self?.insertProductAbove() })
            .disposed(by: disposeBag)
        shuffle.rx.tap
            .subscribe(onNext: { [weak self] in self?.shuffleProducts() })
            .disposed(by: disposeBag)
        rename.rx.tap
            .subscribe(onNext: { [weak self] in self?.renameSelected() })
            .disposed(by: disposeBag)
        remove.rx.tap
            .subscribe(onNext: { [weak self] in self?.removeSelected() })
            .disposed(by: disposeBag)
        list.rx.modelSelected(Product.self)
            .map { "Selected: \($0.name)" }
            .bind(to: selection.rx.text)
            .disposed(by: disposeBag)
        selection.text = "Selected: nothing"
        configured.text = "Rows configured: 0"
    }

    /// The shelves and products the page starts with.
    public nonisolated static var initialSections: [SectionModel<Shelf, Product>] {
        let shelves: [(String, [String])] = [
            ("Fruit", ["Apples", "Bananas", "Cherries", "Dates", "Figs"]),
            ("Vegetables", ["Artichokes", "Beans", "Carrots", "Leeks"]),
            ("Bakery", ["Baguette", "Croissants", "Rye bread"]),
        ]
        var nextID = 0
        return shelves.map { title, names in
            SectionModel(model: Shelf(id: title, title: title), items: names.map { name in
                nextID += 1
                return Product(id: nextID, name: name)
            })
        }
    }

    /// Inserts a new product at the top of the first shelf.
    public func insertProductAbove() {
        var sections = self.sections.value
        nextProductID += 1
        sections[0].items.insert(Product(id: nextProductID, name: "New product \(nextProductID - 100)"), at: 0)
        self.sections.accept(sections)
    }

    /// Shuffles the products of every shelf (a seeded shuffle, the same on every run).
    public func shuffleProducts() {
        var generator = SeededGenerator(state: shuffleState)
        let shuffled = sections.value.map { section in
            SectionModel(model: section.model, items: section.items.shuffled(using: &generator))
        }
        shuffleState = generator.state
        sections.accept(shuffled)
    }

    /// Renames the selected product, which is then configured again in place.
    public func renameSelected() {
        guard let row = list.selectedRow, let product = try? list.rx.model(at: row) as Product else { return }
        let sections = self.sections.value.map { section in
            SectionModel(model: section.model, items: section.items.map { item in
                item.id == product.id ? Product(id: item.id, name: item.name + " (renamed)") : item
            })
        }
        self.sections.accept(sections)
    }

    /// Removes the selected product from its shelf; its row fades out, then goes.
    public func removeSelected() {
        guard let row = list.selectedRow, let product = try? list.rx.model(at: row) as Product else { return }
        let sections = self.sections.value.map { section in
            SectionModel(model: section.model, items: section.items.filter { $0.id != product.id })
        }
        self.sections.accept(sections)
    }

    private func countConfiguredRow() {
        configuredRows += 1
        configured.text = "Rows configured: \(configuredRows)"
    }

    /// Selects a product, inserts two products above it and shuffles.
    public func playDemo() {
        list.select(row: 3)
        insertProductAbove()
        insertProductAbove()
        shuffleProducts()
    }
}

/// A small seeded generator (SplitMix64), so the page's shuffles repeat from run to run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
