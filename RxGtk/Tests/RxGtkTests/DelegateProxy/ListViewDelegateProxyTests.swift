import RxCocoa
import RxGtk
import RxRelay
import RxSwift
import RxTest
import XCTest

/// A row button's own delegate protocol: the button tells it which row it is in.
protocol RowButtonDelegate: AnyObject {
    func rowButtonTapped(_ row: Int)
}

extension DelegateMethod where Arguments == Int {
    static let rowButtonTapped = DelegateMethod("rowButtonTapped(_:)")
}

/// The program extends the list's proxy with the row buttons' protocol.
extension ListViewDelegateProxy: RowButtonDelegate {
    func rowButtonTapped(_ row: Int) {
        invoke(.rowButtonTapped, with: row) { ($0 as? RowButtonDelegate)?.rowButtonTapped(row) }
    }
}

extension Reactive where Base: ListView {
    /// The rows whose button was tapped, routed through the list's delegate proxy.
    var rowButtonTapped: ControlEvent<Int> {
        ControlEvent(events: delegate.methodInvoked(.rowButtonTapped))
    }
}

/// A delegate the program sets itself, which the proxy must keep hearing from.
private final class RecordingListDelegate: ListViewDelegate, @unchecked Sendable {
    var calls: [String] = []
    func listView(_ listView: ListView, didSelectRowAt row: Int) { calls.append("selected \(row)") }
    func listView(_ listView: ListView, didDeselectRowAt row: Int) { calls.append("deselected \(row)") }
    func listView(_ listView: ListView, didActivateRowAt row: Int) { calls.append("activated \(row)") }
    func listView(_ listView: ListView, didDeleteRowAt row: Int) { calls.append("deleted \(row)") }
    func listView(_ listView: ListView, didMoveRowAt sourceRow: Int, to destinationRow: Int) { calls.append("moved \(sourceRow)->\(destinationRow)") }
}

final class ListViewDelegateProxyTests: GtkTestCase {
    func testOneProxyPerListInstalledAsItsDelegateForwardingToTheProgramsDelegate() {
        onMain {
            let list = ListView()
            let own = RecordingListDelegate()
            list.delegate = own
            let proxy = ListViewDelegateProxy.proxy(for: list)
            XCTAssertTrue(ListViewDelegateProxy.proxy(for: list) === proxy, "one proxy per list")
            XCTAssertTrue(list.delegate === proxy, "the proxy is installed as the delegate")
            XCTAssertTrue(proxy.forwardToDelegate() === own, "the program's delegate is kept as the forward delegate")

            let order = Captured<[String]>([])
            let bag = DisposeBag()
            proxy.sentMessage(.didSelectRow).subscribe(onNext: { order.value.append("sent \($0.1)") }).disposed(by: bag)
            proxy.methodInvoked(.didSelectRow).subscribe(onNext: { order.value.append("invoked \($0.1)") }).disposed(by: bag)
            Observable.just(["a", "b", "c"]).bind(to: list.rx.items) { list, _, element in
                let cell = list.dequeueCell()
                if cell.isEmpty { cell.setContents([Label()]) }
                cell.content(Label.self)?.text = element
                return cell
            }.disposed(by: bag)
            list.selectedRow = 1
            list.select(row: 2)
            list.activateRow(1)
            XCTAssertEqual(order.value, ["sent 2", "invoked 2"])
            XCTAssertEqual(own.calls, ["deselected 1", "selected 2", "activated 1"], "the program's delegate still hears every call")
        }
    }

    // The user's deletions and moves reach the proxy's observers, then the program's delegate.
    func testDeletionsAndMovesReachTheProxyAndTheProgramsDelegate() {
        onMain {
            let list = ListView()
            let own = RecordingListDelegate()
            list.delegate = own
            let proxy = ListViewDelegateProxy.proxy(for: list)
            let bag = DisposeBag()
            Observable.just(["a", "b", "c"]).bind(to: list.rx.items) { list, _, element in
                let cell = list.dequeueCell()
                cell.text = element
                return cell
            }.disposed(by: bag)
            let invoked = Captured<[String]>([])
            proxy.methodInvoked(.didDeleteRow).subscribe(onNext: { invoked.value.append("deleted \($0.1)") }).disposed(by: bag)
            proxy.methodInvoked(.didMoveRow).subscribe(onNext: { invoked.value.append("moved \($0.1)->\($0.2)") }).disposed(by: bag)
            list.rowEditing = [.deleting, .moving]
            list.deleteRows([0, 2])
            list.moveRow(0, to: 2)
            XCTAssertEqual(invoked.value, ["deleted 2", "deleted 0", "moved 0->2"])
            XCTAssertEqual(own.calls, ["deleted 2", "deleted 0", "moved 0->2"], "the program's delegate still hears every call")
        }
    }

    // With real GTK rows: each row's button reports to the list's proxy through the
    // program's own protocol; a row reused for another element never reports twice.
    func testRowButtonsReportThroughTheExtendedProxyOncePerTap() {
        onMain {
            let list = ListView()
            let window = Window(title: "S4", width: 300, height: 300)
            window.child = ScrolledWindow(child: list)
            window.present()
            let bag = DisposeBag()
            let items = BehaviorRelay(value: [10, 20, 30])
            let tapped = Captured<[Int]>([])
            list.rx.rowButtonTapped.subscribe(onNext: { tapped.value.append($0) }).disposed(by: bag)
            items.bind(to: list.rx.items) { (list: ListView, row: Int, element: Int, cellBag: DisposeBag) in
                let cell = list.dequeueCell()
                if cell.isEmpty { cell.setContents([Button(label: "")]) }
                let button = cell.content(Button.self)!
                button.label = "\(element)"
                button.rx.tap.subscribe(onNext: { [weak list] in
                    guard let list else { return }
                    (list.rx.delegate as RowButtonDelegate).rowButtonTapped(row)
                }).disposed(by: cellBag)
                return cell
            }.disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { list.visibleCells.count == 3 }))
            items.accept([11, 21, 31])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { list.visibleCells[2]?.content(Button.self)?.label == "31" }))
            list.visibleCells[2]?.content(Button.self)?.click()
            list.visibleCells[0]?.content(Button.self)?.click()
            XCTAssertEqual(tapped.value, [2, 0], "one report per tap, from the row's current use")
            window.destroy()
        }
    }
}
