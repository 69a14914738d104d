import RxCocoa
import RxGtk
import RxRelay
import RxSwift

/// An editable list: add rows, move them up, delete them. The buttons inside the rows are
/// routed to one stream of actions through each cell's dispose bag, so a reused cell never
/// reports twice (what extending the list's delegate proxy with a row protocol also achieves,
/// here without a hand-written proxy).
@MainActor
public final class EditableListPage: GalleryPage {
    public static let name = "list"
    public static let title = "Editable list"

    /// What a button inside a row asks for.
    public enum RowAction: Sendable, Equatable {
        /// Move the row up by one.
        case moveUp(Int)
        /// Delete the row.
        case delete(Int)
    }

    public let root: Widget
    public let newItem = Entry(placeholder: "a new item")
    public let add = Button(label: "Add")
    public let list = ListView()
    public let summary = Label()
    public let selection = Label()
    /// The rows, in order.
    public let items = BehaviorRelay(value: ["Milk", "Eggs", "Flour", "Butter"])
    /// The actions of the rows' buttons.
    public let actions = PublishRelay<RowAction>()
    private let disposeBag = DisposeBag()

    public init() {
        let page = pageFrame(title: "Editable list", explanation: "Buttons inside the rows report through one stream; a reused row never reports twice.")
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
        newItem.rx.text.orEmpty.map { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .bind(to: add.rx.isEnabled)
            .disposed(by: disposeBag)
        add.rx.tap
            .withLatestFrom(newItem.rx.text.orEmpty)
            .asSignal(onErrorSignalWith: .empty())
            .emit(onNext: { [weak self] text in
                items.accept(items.value + [text])
                self?.newItem.text = ""
            })
            .disposed(by: disposeBag)
        actions
            .subscribe(onNext: { action in items.accept(EditableListPage.apply(action, to: items.value)) })
            .disposed(by: disposeBag)
        items.bind(to: list.rx.items) { (list: ListView, row: Int, element: String, cellBag: DisposeBag) in
            let cell = list.dequeueCell()
            if cell.isEmpty {
                let label = Label()
                label.expandsHorizontally = true
                cell.setContents([label, Button(label: "Up"), Button(label: "Delete")])
            }
            cell.content(Label.self)?.text = element
            let moveUp = cell.content(Button.self, at: 0)!
            moveUp.isEnabled = row > 0
            moveUp.rx.tap.map { RowAction.moveUp(row) }.bind(to: actions).disposed(by: cellBag)
            cell.content(Button.self, at: 1)!.rx.tap.map { RowAction.delete(row) }.bind(to: actions).disposed(by: cellBag)
            return cell
        }
        .disposed(by: disposeBag)
        items.map { "\($0.count) item\($0.count == 1 ? "" : "s")" }
            .bind(to: summary.rx.text)
            .disposed(by: disposeBag)
        list.rx.modelSelected(String.self)
            .map { "Selected: \($0)" }
            .bind(to: selection.rx.text)
            .disposed(by: disposeBag)
    }

    /// The rows after `action`.
    public nonisolated static func apply(_ action: RowAction, to items: [String]) -> [String] {
        var items = items
        switch action {
        case .moveUp(let row) where row > 0 && row < items.count:
            items.swapAt(row, row - 1)
        case .delete(let row) where row < items.count:
            items.remove(at: row)
        default:
            break
        }
        return items
    }

    /// Adds an item and moves it up one row.
    public func playDemo() {
        newItem.type("Sugar")
        add.click()
        actions.accept(.moveUp(4))
    }
}
