import RxCocoa
import XCTest

final class SectionModelTests: XCTestCase {
    func testTheRowsOfSectionsAreEachHeaderThenItsItems() {
        let sections = [
            SectionModel(model: Shelf(1, "A"), items: [Fruit(1, "apple"), Fruit(2, "apricot")]),
            SectionModel(model: Shelf(2, "B"), items: []),
            SectionModel(model: Shelf(3, "C"), items: [Fruit(3, "cherry")]),
        ]
        let rows = SectionRow.rows(of: sections)
        XCTAssertEqual(rows, [
            .header(Shelf(1, "A")), .item(Fruit(1, "apple")), .item(Fruit(2, "apricot")),
            .header(Shelf(2, "B")),
            .header(Shelf(3, "C")), .item(Fruit(3, "cherry")),
        ])
        XCTAssertEqual(rows.map(\.isHeader), [true, false, false, true, true, false])
        XCTAssertEqual(rows.map(\.id), [.header(1), .item(1), .item(2), .header(2), .header(3), .item(3)])
    }

    func testAHeaderAndAnItemOfTheSameIDAreDifferentRows() {
        XCTAssertNotEqual(SectionRow<Shelf, Fruit>.header(Shelf(1, "A")).id, SectionRow<Shelf, Fruit>.item(Fruit(1, "apple")).id)
    }
}

/// A section of the tests' sectioned lists.
struct Shelf: Identifiable, Equatable {
    let id: Int
    let title: String

    init(_ id: Int, _ title: String) {
        self.id = id
        self.title = title
    }
}
