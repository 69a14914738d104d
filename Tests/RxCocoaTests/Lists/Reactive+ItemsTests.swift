import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

final class ReactiveItemsTests: LeakCheckingTestCase {
    func testItemsShowTheElementsThroughTheCellFactory() {
        onMain {
            let tableView = TestTableView(visibleRowCount: 3)
            let items = BehaviorRelay(value: ["a", "b"])
            let binding = items.bind(to: tableView.rx.items) { tableView, row, element in
                let cell = tableView.dequeueReusableCell()
                cell.text = "\(row):\(element)"
                return cell
            }
            XCTAssertEqual(tableView.rowCount, 2)
            XCTAssertEqual(tableView.visibleCells[0]?.text, "0:a")
            XCTAssertEqual(tableView.visibleCells[1]?.text, "1:b")
            items.accept(["c", "d", "e", "f"])
            XCTAssertEqual(tableView.rowCount, 4)
            XCTAssertEqual(tableView.visibleCells.keys.sorted(), [0, 1, 2])
            XCTAssertEqual(tableView.visibleCells[2]?.text, "2:e")
            binding.dispose()
            XCTAssertEqual(tableView.rowCount, 0)
            XCTAssertTrue(tableView.visibleCells.isEmpty)
        }
    }

    func testTheReuseBagIsEmptiedWhenACellIsReused() {
        onMain {
            let tableView = TestTableView(visibleRowCount: 2)
            let taps = Captured<[Int]>([])
            let binding = Observable.just(Array(0..<10)).bind(to: tableView.rx.items) { tableView, row, element, bag in
                let cell = tableView.dequeueReusableCell()
                cell.row = row
                cell.button.rx.tap.subscribe(onNext: { taps.value.append(element) }).disposed(by: bag)
                return cell
            }
            drainMainQueue()
            tableView.userScrolls(to: 5)
            XCTAssertEqual(tableView.cellsMade, 2)
            for cell in tableView.visibleCells.values {
                XCTAssertEqual(cell.button.handlerCount, 1)
            }
            tableView.visibleCells[5]?.userTapsButton()
            XCTAssertEqual(taps.value, [5])
            binding.dispose()
            for cell in [tableView.dequeueReusableCell(), tableView.dequeueReusableCell()] {
                XCTAssertEqual(cell.button.handlerCount, 0)
            }
        }
    }

    func testEndingACellsUseDisposesItsRowsSubscriptions() {
        onMain {
            let tableView = TestTableView(visibleRowCount: 2)
            let binding = Observable.just([1, 2]).bind(to: tableView.rx.items) { tableView, _, _, bag in
                let cell = tableView.dequeueReusableCell()
                cell.button.rx.tap.subscribe().disposed(by: bag)
                return cell
            }
            drainMainQueue()
            let cell = tableView.visibleCells[0]!
            XCTAssertEqual(cell.button.handlerCount, 1)
            tableView.cellDidEndUse(cell)
            XCTAssertEqual(cell.button.handlerCount, 0, "the row's subscriptions are gone before the cell is reused")
            tableView.cellDidEndUse(cell)
            XCTAssertEqual(cell.button.handlerCount, 0, "ending a use twice does nothing more")
            binding.dispose()
        }
    }

    func testItemsAreAppliedOnTheMainThread() {
        onMain {
            let tableView = TestTableView()
            let items = PublishSubject<[String]>()
            let binding = items.bind(to: tableView.rx.items) { tableView, _, element in
                XCTAssertTrue(Thread.isMainThread)
                let cell = tableView.dequeueReusableCell()
                cell.text = element
                return cell
            }
            onBackgroundThread { items.onNext(["from the background"]) }
            drainMainQueue()
            XCTAssertEqual(tableView.visibleCells[0]?.text, "from the background")
            binding.dispose()
        }
    }

    func testModelAtReadsTheBoundElements() throws {
        try onMain {
            let tableView = TestTableView()
            XCTAssertThrowsError(try tableView.rx.model(at: 0) as String)
            let binding = Observable.just(["x", "y"]).bind(to: tableView.rx.items) { tableView, _, _ in tableView.dequeueReusableCell() }
            drainMainQueue()
            XCTAssertEqual(try tableView.rx.model(at: 1) as String, "y")
            XCTAssertThrowsError(try tableView.rx.model(at: 1) as Int)
            // A row the list does not show is an error, not a crash: a row reported before the
            // program removed it, read after.
            XCTAssertThrowsError(try tableView.rx.model(at: 2) as String) { error in
                XCTAssertTrue(String(describing: error).contains("row 2"), "\(error)")
            }
            XCTAssertThrowsError(try tableView.rx.model(at: -1) as String)
            binding.dispose()
            XCTAssertThrowsError(try tableView.rx.model(at: 0) as String)
        }
    }

    func testItemSelectedItemDeselectedAndTheirModels() {
        onMain {
            let tableView = TestTableView()
            let binding = Observable.just(["x", "y"]).bind(to: tableView.rx.items) { tableView, _, _ in tableView.dequeueReusableCell() }
            drainMainQueue()
            let events = Captured<[String]>([])
            let subscriptions = [
                tableView.rx.itemSelected.subscribe(onNext: { events.value.append("selected \($0)") }),
                tableView.rx.modelSelected(String.self).subscribe(onNext: { events.value.append("selected \($0)") }),
                tableView.rx.itemDeselected.subscribe(onNext: { events.value.append("deselected \($0)") }),
                tableView.rx.modelDeselected(String.self).subscribe(onNext: { events.value.append("deselected \($0)") }),
            ]
            tableView.userSelectsRow(1)
            tableView.userDeselectsRow(1)
            tableView.userSelectsRow(0)
            XCTAssertEqual(events.value, ["selected 1", "selected y", "deselected 1", "deselected y", "selected 0", "selected x"])
            (subscriptions + [binding]).forEach { $0.dispose() }
        }
    }

    // A list that does not report deselections (`rowDeselected`'s default) reports none, and
    // its event does not end while the list lives.
    func testAListWithoutDeselectionsReportsNone() {
        onMain {
            let list = SplicingTestList()
            let binding = Observable.just(["a", "b"]).bind(to: list.rx.items) { (_: SplicingTestList, _: Int, text: String) in
                let cell = TestCell()
                cell.text = text
                return cell
            }
            drainMainQueue()
            let events = Captured(0)
            let subscription = list.rx.itemDeselected.subscribe { _ in events.value += 1 }
            list.userSelectsRow(0)
            list.userSelectsRow(1)
            XCTAssertEqual(events.value, 0)
            [subscription, binding].forEach { $0.dispose() }
        }
    }

    func testBindingItemsTwiceIsAProgrammerError() {
        onMain {
            if ChildProcess.isRunning(case: "itemsTwice") {
                let tableView = TestTableView()
                _ = Observable.just([1]).bind(to: tableView.rx.items) { tableView, _, _ in tableView.dequeueReusableCell() }
                _ = Observable.just([2]).bind(to: tableView.rx.items) { tableView, _, _ in tableView.dequeueReusableCell() }
                return
            }
            ChildProcess.assertProgrammerError(
                test: "ReactiveItemsTests/testBindingItemsTwiceIsAProgrammerError",
                case: "itemsTwice",
                mentions: ["rx.items: items are already bound"]
            )
        }
    }
}
