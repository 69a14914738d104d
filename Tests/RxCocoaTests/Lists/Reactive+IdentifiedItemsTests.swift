import RxCocoa
import RxSwift
import RxTest
import XCTest

final class ReactiveIdentifiedItemsTests: LeakCheckingTestCase {
    // In virtual time: the first array fills the list, a changed element configures only its
    // row again, an insertion above makes only the new row's cell and keeps the selected row's
    // cell, an equal array changes nothing, and a removal removes only its row.
    func testOnlyInsertedAndChangedRowsAreConfigured() throws {
        try onMain {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(210, [Fruit(1, "apple"), Fruit(2, "banana"), Fruit(3, "cherry")]),
                .next(220, [Fruit(1, "apple"), Fruit(2, "BANANA"), Fruit(3, "cherry")]),
                .next(230, [Fruit(0, "fig"), Fruit(1, "apple"), Fruit(2, "BANANA"), Fruit(3, "cherry")]),
                .next(240, [Fruit(0, "fig"), Fruit(1, "apple"), Fruit(2, "BANANA"), Fruit(3, "cherry")]),
                .next(250, [Fruit(0, "fig"), Fruit(2, "BANANA"), Fruit(3, "cherry")]),
            ])
            let list = SplicingTestList()
            let configured = Captured<[Recorded<Event<String>>]>([])
            let binding = source.bind(to: list.rx.identifiedItems) { (_: SplicingTestList, _: Int, fruit: Fruit, _: DisposeBag) in
                configured.value.append(.next(scheduler.clock, fruit.name))
                let cell = TestCell()
                cell.text = fruit.name
                return cell
            }
            scheduler.scheduleAt(225) { list.userSelectsRow(2) }
            scheduler.start()
            XCTAssertEqual(configured.value, [
                .next(210, "apple"), .next(210, "banana"), .next(210, "cherry"),
                .next(220, "BANANA"),
                .next(230, "fig"),
            ])
            XCTAssertEqual(list.texts, ["fig", "BANANA", "cherry"])
            XCTAssertEqual(list.reloads, 0, "no update reloaded every row")
            XCTAssertEqual(list.appliedChanges.count, 4, "the equal array applied nothing")
            XCTAssertEqual(list.selectedRow, 2, "the selected row's cell stayed, one row lower than it was selected")
            XCTAssertEqual(try list.rx.model(at: 0) as Fruit, Fruit(0, "fig"))
            binding.dispose()
            XCTAssertEqual(list.texts, [], "disposing the binding empties the list")
        }
    }

    func testTheIdentityClosureFormAndTheThreeArgumentFactory() {
        onMain {
            let list = SplicingTestList()
            let names = PublishSubject<[String]>()
            let configured = Captured<[String]>([])
            let binding = names.bind(to: list.rx.items(id: { (name: String) in name.prefix(1) })) { (_: SplicingTestList, _: Int, name: String) in
                configured.value.append(name)
                let cell = TestCell()
                cell.text = name
                return cell
            }
            names.onNext(["apple", "banana"])
            names.onNext(["apricot", "banana", "cherry"])
            XCTAssertEqual(configured.value, ["apple", "banana", "cherry", "apricot"], "inserted, then updated")
            XCTAssertEqual(list.texts, ["apricot", "banana", "cherry"])
            XCTAssertEqual(list.appliedChanges.last?.updatedRows, [0])
            binding.dispose()
        }
    }

    func testAListWithoutApplyChangesReloadsEveryRow() {
        onMain {
            let tableView = TestTableView(visibleRowCount: 5)
            let items = PublishSubject<[Fruit]>()
            let binding = items.bind(to: tableView.rx.identifiedItems) { (tableView: TestTableView, _: Int, fruit: Fruit) in
                let cell = tableView.dequeueReusableCell()
                cell.text = fruit.name
                return cell
            }
            items.onNext([Fruit(1, "apple")])
            items.onNext([Fruit(0, "fig"), Fruit(1, "apple")])
            XCTAssertEqual(tableView.rowCount, 2)
            XCTAssertEqual(tableView.visibleCells[0]?.text, "fig")
            XCTAssertEqual(tableView.visibleCells[1]?.text, "apple")
            binding.dispose()
        }
    }

    // A cell's subscriptions live in the bag of its current use: configuring an updated row
    // again disposes what its previous configuration held.
    func testAnUpdatedRowsPreviousBagIsDisposed() {
        onMain {
            let list = SplicingTestList()
            let items = PublishSubject<[Fruit]>()
            let disposed = Captured<[String]>([])
            let binding = items.bind(to: list.rx.identifiedItems) { (_: SplicingTestList, _: Int, fruit: Fruit, bag: DisposeBag) in
                Disposables.create { disposed.value.append(fruit.name) }.disposed(by: bag)
                return TestCell()
            }
            items.onNext([Fruit(1, "apple"), Fruit(2, "banana")])
            items.onNext([Fruit(1, "apple"), Fruit(2, "BANANA")])
            XCTAssertEqual(disposed.value, ["banana"])
            binding.dispose()
            XCTAssertEqual(disposed.value.sorted(), ["BANANA", "apple", "banana"])
        }
    }
}

/// An identified element of the tests.
struct Fruit: Identifiable, Equatable {
    let id: Int
    let name: String

    init(_ id: Int, _ name: String) {
        self.id = id
        self.name = name
    }
}
