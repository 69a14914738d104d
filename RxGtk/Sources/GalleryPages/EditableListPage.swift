import RxCocoa
import RxGtk
import RxRelay
import RxSwift

/// An editable list, edited as GTK users expect: drag a row onto another to reorder it,
/// Alt+Up and Alt+Down move the selected row, and the Delete key (or the row's own Delete
/// button, for the pointer alone) removes rows. The list only reports what the user did
/// (`rx.itemMoved`, `rx.itemDeleted`, and the rows' buttons through each cell's dispose bag, so
/// a reused row never reports twice), as one stream of actions the page applies to its relay;
/// the rows are bound by identity (`rx.identifiedItems`), so a moved row keeps its selection.
@MainActor
public final class EditableListPage: GalleryPage {
    public static let name = "list"
    public static let title = "Editable list"

    /// An item of the list.
    public struct Item: Identifiable, Equatable, Sendable {
        /// The item's identity, kept when it moves.
        public let id: Int
        /// What the row shows.
        public var title: String

        /// The item `id`, showing `title`.
        public init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

    /// What the user asked for.
    public enum RowAction: Sendable, Equatable {
        /// Move the row `from` so that it is at `to` once moved (`rx.itemMoved`).
        case move(from: Int, to: Int)
        /// Delete the row.
        case delete(Int)
    }

    public let root: Widget
    public let newItem = Entry(placeholder: "a new item")
    public let add = Button(label: "Add")
    public let list = ListView()
    public let summary = Label()
    public let selection = Label()
    /// The items, in order.
    public let items = BehaviorRelay(value: ["Milk", "Eggs", "Flour", "Butter"].enumerated().map { Item(id: $0.offset, title: $0.element) })
    /// What the user asks of the rows: moves and deletions from the list, deletions from the
    /// rows' buttons.
    public let actions = PublishRelay<RowAction>()
    private var nextID = 4
    private let disposeBag = DisposeBag()

    public init() {
        let page = pageFrame(
            title: "Editable list",
            explanation: "Drag a row onto another to move it (Alt+Up and Alt+Down move the selected row); Delete removes the selected row, as does its button. The list reports; the page changes its items."
        )
        let addRow = Box(.horizontal, spacing: 8)
        newItem.expandsHorizontally = true
        addRow.append(newItem)
        addRow.append(add)
        page.append(addRow)
        page.append(ScrolledWindow(child: list))
        page.append(summary)
        page.append(selection)
        root = page

        let items = self.items
        let actions = self.actions
        list.rowEditing = [.deleting, .moving]
        newItem.rx.text.orEmpty.map { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .bind(to: add.rx.isEnabled)
            .disposed(by: disposeBag)
        add.rx.tap
            .withLatestFrom(newItem.rx.text.orEmpty)
            .asSignal(onErrorSignalWith: .empty())
            .emit(onNext: { [weak self] text in
                guard let self else { return }
                items.accept(items.value + [Item(id: nextID, title: text)])
                nextID += 1
                newItem.text = ""
            })
            .disposed(by: disposeBag)
        Observable.merge(
            list.rx.itemMoved.map { RowAction.move(from: $0.sourceIndex, to: $0.destinationIndex) },
            list.rx.itemDeleted.map(RowAction.delete)
        )
        .bind(to: actions)
        .disposed(by: disposeBag)
        actions
            .subscribe(onNext: { action in items.accept(EditableListPage.apply(action, to: items.value)) })
            .disposed(by: disposeBag)
        items.bind(to: list.rx.identifiedItems) { (list: ListView, _: Int, item: Item, cellBag: DisposeBag) in
            let cell = list.dequeueCell()
            if cell.isEmpty {
                let label = Label()
                label.expandsHorizontally = true
                cell.setContents([label, Button(label: "Delete")])
            }
            cell.content(Label.self)?.text = item.title
            // A kept row is not configured again when rows move around it: the button finds
            // its row when tapped.
            cell.content(Button.self)!.rx.tap
                .compactMap { items.value.firstIndex { $0.id == item.id } }
                .map(RowAction.delete)
                .bind(to: actions)
                .disposed(by: cellBag)
            return cell
        }
        .disposed(by: disposeBag)
        items.map { "\($0.count) item\($0.count == 1 ? "" : "s")" }
            .bind(to: summary.rx.text)
            .disposed(by: disposeBag)
        list.rx.modelSelected(Item.self)
            .map { "Selected: \($0.title)" }
            .bind(to: selection.rx.text)
            .disposed(by: disposeBag)
    }

    /// The items' titles, in order.
    public var titles: [String] {
        items.value.map(\.title)
    }

    /// The items after `action`; an action on rows that do not exist changes nothing.
    public nonisolated static func apply<Element>(_ action: RowAction, to items: [Element]) -> [Element] {
        var items = items
        switch action {
        case .move(let row, let destination) where items.indices.contains(row) && items.indices.contains(destination):
            items.insert(items.remove(at: row), at: destination)
        case .delete(let row) where items.indices.contains(row):
            items.remove(at: row)
        default:
            break
        }
        return items
    }

    /// Adds an item, moves it to the second row as a drag would, and selects it.
    public func playDemo() {
        newItem.type("Sugar")
        add.click()
        list.moveRow(4, to: 1)
        list.select(row: 1)
    }
}
