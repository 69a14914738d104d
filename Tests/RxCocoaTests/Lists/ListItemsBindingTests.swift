import RxCocoa
import RxSwift
import RxTest
import XCTest

final class ListItemsBindingTests: LeakCheckingTestCase {
    /// What the list shows at a moment: the texts and the rows marked leaving.
    private struct Shown: Equatable {
        let texts: [String?]
        let leavingRows: [Int]

        init(texts: [String?], leavingRows: [Int]) {
            self.texts = texts
            self.leavingRows = leavingRows
        }

        @MainActor
        init(_ list: SplicingTestList) {
            self.init(texts: list.texts, leavingRows: list.leavingRows)
        }
    }

    // In virtual time: a deletion on a list that fades deleted rows out first shows the deleted
    // row in its place, marked leaving and still read by `rx.model(at:)`, with the row inserted
    // in the same gap after it; after the animation's duration the second step takes it out.
    func testDeletedRowsStayLeavingForTheDurationThenGo() throws {
        try onMain {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(210, [Fruit(1, "apple"), Fruit(2, "banana"), Fruit(3, "cherry")]),
                .next(220, [Fruit(1, "apple"), Fruit(4, "date"), Fruit(3, "cherry")]),
            ])
            let list = SplicingTestList()
            list.rowAnimation = ListRowAnimation(delete: .fade, duration: .seconds(10), scheduler: scheduler)
            let binding = bindFruits(source, to: list)
            let shown = Captured<[Recorded<Shown>]>([])
            let models = Captured<[Fruit]>([])
            let record = { (time: TestTime) in shown.value.append(Recorded(time: time, value: Shown(list))) }
            for time in [215, 225, 229] {
                scheduler.scheduleAt(time) { record(time) }
            }
            // Scheduled after the update, so at 230 it runs after the update's timer.
            scheduler.scheduleAt(225) { scheduler.scheduleAt(230) { record(230) } }
            scheduler.scheduleAt(225) { models.value = (0..<4).compactMap { try? list.rx.model(at: $0) as Fruit } }
            scheduler.start()
            XCTAssertEqual(shown.value, [
                Recorded(time: 215, value: Shown(texts: ["apple", "banana", "cherry"], leavingRows: [])),
                Recorded(time: 225, value: Shown(texts: ["apple", "banana", "date", "cherry"], leavingRows: [1])),
                Recorded(time: 229, value: Shown(texts: ["apple", "banana", "date", "cherry"], leavingRows: [1])),
                Recorded(time: 230, value: Shown(texts: ["apple", "date", "cherry"], leavingRows: [])),
            ])
            XCTAssertEqual(models.value, [Fruit(1, "apple"), Fruit(2, "banana"), Fruit(4, "date"), Fruit(3, "cherry")], "the leaving row's element is still the model of its row")
            XCTAssertEqual(list.appliedChanges.dropFirst(), [
                ListChangeset(oldCount: 3, newCount: 4, splices: [.init(position: 2, removedCount: 0, insertedCount: 1)], updatedRows: []),
                ListChangeset(oldCount: 4, newCount: 3, splices: [.init(position: 1, removedCount: 1, insertedCount: 0)], updatedRows: []),
            ])
            XCTAssertEqual(try list.rx.model(at: 1) as Fruit, Fruit(4, "date"))
            binding.dispose()
        }
    }

    // An update that arrives while rows are leaving takes them out at once, then applies its
    // own changes (here deleting another row, which leaves in turn); the first update's timer
    // never fires into the new rows.
    func testAnUpdateWhileRowsLeaveTakesThemOutFirst() {
        onMain {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(210, [Fruit(1, "apple"), Fruit(2, "banana"), Fruit(3, "cherry")]),
                .next(220, [Fruit(1, "apple"), Fruit(3, "cherry")]),
                .next(225, [Fruit(3, "cherry"), Fruit(4, "date")]),
            ])
            let list = SplicingTestList()
            list.rowAnimation = ListRowAnimation(delete: .fade, duration: .seconds(10), scheduler: scheduler)
            let binding = bindFruits(source, to: list)
            let shown = Captured<[Recorded<Shown>]>([])
            let record = { (time: TestTime) in shown.value.append(Recorded(time: time, value: Shown(list))) }
            for time in [222, 226, 231] {
                scheduler.scheduleAt(time) { record(time) }
            }
            // Scheduled after the second update, so at 235 it runs after that update's timer.
            scheduler.scheduleAt(226) { scheduler.scheduleAt(235) { record(235) } }
            scheduler.start()
            XCTAssertEqual(shown.value, [
                Recorded(time: 222, value: Shown(texts: ["apple", "banana", "cherry"], leavingRows: [1])),
                Recorded(time: 226, value: Shown(texts: ["apple", "cherry", "date"], leavingRows: [0])),
                Recorded(time: 231, value: Shown(texts: ["apple", "cherry", "date"], leavingRows: [0])),
                Recorded(time: 235, value: Shown(texts: ["cherry", "date"], leavingRows: [])),
            ])
            XCTAssertEqual(list.appliedChanges.count, 5, "filled, banana leaving, banana out, apple leaving with date in, apple out")
            XCTAssertEqual(list.appliedChanges[2], ListChangeset(oldCount: 3, newCount: 2, splices: [.init(position: 1, removedCount: 1, insertedCount: 0)], updatedRows: []))
            binding.dispose()
        }
    }

    // Disposing the binding while rows leave cancels their departure: the list is emptied and
    // nothing is applied when the duration ends.
    func testDisposingWhileRowsLeaveCancelsTheirDeparture() {
        onMain {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(210, [Fruit(1, "apple"), Fruit(2, "banana")]),
                .next(220, [Fruit(1, "apple")]),
            ])
            let list = SplicingTestList()
            list.rowAnimation = ListRowAnimation(delete: .fade, duration: .seconds(10), scheduler: scheduler)
            let binding = bindFruits(source, to: list)
            scheduler.scheduleAt(225) { binding.dispose() }
            scheduler.start()
            XCTAssertEqual(scheduler.clock, 225, "the departure's timer was cancelled, so nothing was left to run at 230")
            XCTAssertEqual(list.texts, [])
            XCTAssertEqual(list.appliedChanges.count, 2, "the first elements, then only the first step")
            XCTAssertEqual(list.reloads, 1, "the disposal emptied the list")
        }
    }

    // Without a deletion animation a deletion is one step, as before: on a list that animates
    // nothing, and on one that animates insertions and updates only.
    func testWithoutFadingOutDeletionsApplyAtOnce() {
        onMain {
            for animation in [ListRowAnimation.none, ListRowAnimation(insert: .slide, update: .highlight, delete: .none)] {
                let list = SplicingTestList()
                list.rowAnimation = animation
                let items = PublishSubject<[Fruit]>()
                let binding = bindFruits(items, to: list)
                items.onNext([Fruit(1, "apple"), Fruit(2, "banana")])
                items.onNext([Fruit(2, "banana")])
                XCTAssertEqual(list.texts, ["banana"])
                XCTAssertEqual(list.appliedChanges.count, 2, "the first elements, then the deletion")
                XCTAssertEqual(list.leavingRows, [])
                binding.dispose()
            }
        }
    }

    // A removed section's header leaves as its rows do, still a header for the list and still
    // read as its section.
    func testALeavingSectionKeepsItsHeader() {
        onMain {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(210, [
                    SectionModel(model: Shelf(1, "A"), items: [Fruit(1, "apple")]),
                    SectionModel(model: Shelf(2, "B"), items: [Fruit(2, "banana")]),
                ]),
                .next(220, [SectionModel(model: Shelf(2, "B"), items: [Fruit(2, "banana")])]),
            ])
            let list = SplicingTestList()
            list.rowAnimation = ListRowAnimation(duration: .seconds(10), scheduler: scheduler)
            let binding = list.rx.items(
                sections: source,
                header: { (_: SplicingTestList, _: Int, shelf: Shelf) in
                    let cell = TestCell()
                    cell.text = "# \(shelf.title)"
                    return cell
                },
                cell: { (_: SplicingTestList, _: Int, fruit: Fruit, _: DisposeBag) in
                    let cell = TestCell()
                    cell.text = fruit.name
                    return cell
                }
            )
            let headers = Captured<[Bool]>([])
            let shelf = Captured<Shelf?>(nil)
            scheduler.scheduleAt(225) {
                headers.value = (0..<4).map { list.isHeaderRow?($0) ?? false }
                shelf.value = try? list.rx.model(at: 0) as Shelf
                XCTAssertEqual(list.leavingRows, [0, 1])
            }
            scheduler.start()
            XCTAssertEqual(headers.value, [true, false, true, false])
            XCTAssertEqual(shelf.value, Shelf(1, "A"))
            XCTAssertEqual(list.texts, ["# B", "banana"])
            XCTAssertEqual((0..<2).map { list.isHeaderRow?($0) ?? false }, [true, false])
            binding.dispose()
        }
    }
}

/// Binds `source` to `list` with one cell per fruit showing its name.
@MainActor
private func bindFruits<Source: ObservableType>(_ source: Source, to list: SplicingTestList) -> Disposable where Source.Element == [Fruit] {
    source.bind(to: list.rx.identifiedItems) { (_: SplicingTestList, _: Int, fruit: Fruit) in
        let cell = TestCell()
        cell.text = fruit.name
        return cell
    }
}
