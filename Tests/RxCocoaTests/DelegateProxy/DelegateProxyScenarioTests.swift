import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

/// Table cell buttons without duplicate subscriptions, through a delegate proxy, against the
/// test toolkit.
final class DelegateProxyScenarioTests: LeakCheckingTestCase {
    func testS4ItemSelectedComesFromTheOneProxyInstalledAsTheDelegate() {
        onMain {
            let tableView = TestTableView()
            let userDelegate = RecordingTableDelegate()
            tableView.delegate = userDelegate
            let selected = Captured<[Int]>([])
            let subscription = tableView.rx.itemSelected.subscribe(onNext: { selected.value.append($0) })
            let proxy = TestTableViewDelegateProxy.proxy(for: tableView)
            XCTAssertTrue(tableView.delegate === proxy)
            XCTAssertTrue(tableView.rx.delegate === proxy)
            tableView.userSelectsRow(3)
            XCTAssertEqual(selected.value, [3])
            XCTAssertEqual(userDelegate.log, ["delegate selected 3"])
            subscription.dispose()
        }
    }

    func testS4SentMessageBeforeAndMethodInvokedAfterTheUsersDelegate() {
        onMain {
            let tableView = TestTableView()
            let userDelegate = RecordingTableDelegate()
            tableView.delegate = userDelegate
            let proxy = tableView.rx.delegate
            let subscriptions = [
                // A proxy's sequences are not a control's: as a Signal, their handlers are main-actor code.
                proxy.sentMessage(.didScroll).asSignal(onErrorSignalWith: .empty()).emit(onNext: { userDelegate.log.append("sent \($0.contentOffset)") }),
                proxy.methodInvoked(.didScroll).asSignal(onErrorSignalWith: .empty()).emit(onNext: { userDelegate.log.append("invoked \($0.contentOffset)") }),
            ]
            tableView.userScrolls(to: 2)
            XCTAssertEqual(userDelegate.log, ["sent 2", "delegate scrolled to 2", "invoked 2"])
            subscriptions.forEach { $0.dispose() }
        }
    }

    func testS4ProxiesFormAHierarchyChosenByClass() {
        onMain {
            let scrollView = TestScrollView()
            let tableView = TestTableView()
            XCTAssertTrue(type(of: scrollView.rx.delegate) == TestScrollViewDelegateProxy.self)
            XCTAssertTrue(tableView.rx.delegate is TestTableViewDelegateProxy)
            let offsets = Captured<[Int]>([])
            let subscription = tableView.rx.didScroll.subscribe(onNext: { offsets.value.append($0) })
            tableView.userScrolls(to: 1)
            XCTAssertEqual(offsets.value, [1])
            subscription.dispose()
        }
    }

    func testS4CellButtonsRoutedThroughTheProxyNeverSubscribeTwice() {
        onMain {
            let tableView = TestTableView(visibleRowCount: 2)
            let clicked = Captured<[Int]>([])
            let clicks = tableView.rx.button1Clicked.subscribe(onNext: { clicked.value.append($0) })
            let binding = Observable.just(Array(0..<6)).bind(to: tableView.rx.items) { tableView, row, _ in
                let cell = tableView.dequeueReusableCell()
                cell.row = row
                cell.buttonDelegate = tableView.delegate as? TestCellButtonDelegate
                return cell
            }
            drainMainQueue()
            tableView.userScrolls(to: 2)
            tableView.userScrolls(to: 4)
            tableView.userScrolls(to: 0)
            XCTAssertEqual(tableView.cellsMade, 2)
            tableView.visibleCells[1]?.userTapsButton()
            tableView.userScrolls(to: 4)
            tableView.visibleCells[5]?.userTapsButton()
            XCTAssertEqual(clicked.value, [1, 5])
            for cell in tableView.visibleCells.values {
                XCTAssertEqual(cell.button.handlerCount, 0)
            }
            binding.dispose()
            clicks.dispose()
        }
    }

    func testS4TheUsersOwnDelegateStillHearsTheCellButtons() {
        onMain {
            let tableView = TestTableView(visibleRowCount: 1)
            let userDelegate = RecordingTableDelegate()
            tableView.delegate = userDelegate
            let clicked = Captured<[Int]>([])
            let clicks = tableView.rx.button1Clicked.subscribe(onNext: { clicked.value.append($0) })
            let cell = TestCell()
            cell.row = 7
            cell.buttonDelegate = tableView.delegate as? TestCellButtonDelegate
            cell.userTapsButton()
            XCTAssertEqual(clicked.value, [7])
            XCTAssertEqual(userDelegate.log, ["delegate button 7"])
            clicks.dispose()
        }
    }
}
