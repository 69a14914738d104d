import RxCocoa
import RxSwift
import RxTest
import XCTest

final class ReactiveSectionsTests: LeakCheckingTestCase {
    // In virtual time: sections show as header rows and item rows; renaming a section
    // configures only its header again, moving an item to another section makes one row anew
    // (of the two rows that swap places, the changeset keeps one); header rows are marked for
    // the list, and models read back as sections and items.
    func testSectionsShowAsHeadersAndItemsAndKeepTheirPlaces() throws {
        try onMain {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(210, [
                    SectionModel(model: Shelf(1, "A"), items: [Fruit(1, "apple"), Fruit(2, "apricot")]),
                    SectionModel(model: Shelf(2, "B"), items: [Fruit(3, "banana")]),
                ]),
                .next(220, [
                    SectionModel(model: Shelf(1, "A"), items: [Fruit(1, "apple"), Fruit(2, "apricot")]),
                    SectionModel(model: Shelf(2, "B and more"), items: [Fruit(3, "banana")]),
                ]),
                .next(230, [
                    SectionModel(model: Shelf(1, "A"), items: [Fruit(1, "apple")]),
                    SectionModel(model: Shelf(2, "B and more"), items: [Fruit(2, "apricot"), Fruit(3, "banana")]),
                ]),
            ])
            let list = SplicingTestList()
            let configured = Captured<[Recorded<Event<String>>]>([])
            let binding = list.rx.items(
                sections: source,
                header: { (_: SplicingTestList, _: Int, shelf: Shelf) in
                    configured.value.append(.next(scheduler.clock, "header \(shelf.title)"))
                    let cell = TestCell()
                    cell.text = "# \(shelf.title)"
                    return cell
                },
                cell: { (_: SplicingTestList, _: Int, fruit: Fruit, _: DisposeBag) in
                    configured.value.append(.next(scheduler.clock, fruit.name))
                    let cell = TestCell()
                    cell.text = fruit.name
                    return cell
                }
            )
            scheduler.start()
            XCTAssertEqual(configured.value, [
                .next(210, "header A"), .next(210, "apple"), .next(210, "apricot"), .next(210, "header B"), .next(210, "banana"),
                .next(220, "header B and more"),
                .next(230, "header B and more"),
            ])
            XCTAssertEqual(list.texts, ["# A", "apple", "# B and more", "apricot", "banana"])
            XCTAssertEqual(list.appliedChanges.map(\.updatedRows), [[], [3], []])
            let isHeader = try XCTUnwrap(list.isHeaderRow)
            XCTAssertEqual((0..<5).map(isHeader), [true, false, true, false, false])
            XCTAssertEqual(try list.rx.model(at: 2) as Shelf, Shelf(2, "B and more"))
            XCTAssertEqual(try list.rx.model(at: 3) as Fruit, Fruit(2, "apricot"))
            XCTAssertThrowsError(try list.rx.model(at: 0) as Fruit)
            binding.dispose()
            XCTAssertNil(list.isHeaderRow, "the binding's end unmarks the headers")
            XCTAssertEqual(list.texts, [])
        }
    }
}
