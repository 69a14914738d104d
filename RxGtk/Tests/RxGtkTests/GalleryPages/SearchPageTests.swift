import GalleryPages
import RxGtk
import XCTest

final class SearchPageTests: GtkTestCase {
    func testTypingFiltersTheCatalogueAndTheListFollows() {
        onMain {
            let page = SearchPage()
            let window = Window(title: "Search page", width: 600, height: 500)
            window.child = page.root
            window.present()
            let total = SearchPage.catalogue.count
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.matchCount.text == "\(total) of \(total) items match" }))
            page.query.type("blue")
            let blue = SearchPage.search("blue").count
            XCTAssertEqual(blue, 80)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.matchCount.text == "\(blue) of \(total) items match" }))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.results.visibleCells[0]?.content(Label.self)?.text == "Blue Anchor" }))
            page.query.type(" lamp")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.matchCount.text == "1 of \(total) items match" }))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.results.rowCount == 1 }))
            window.destroy()
        }
    }

    func testSearchMatchesWordPrefixesInAnyOrder() {
        XCTAssertEqual(SearchPage.search("lamp blu"), ["Blue Lamp"])
        XCTAssertEqual(SearchPage.search("").count, SearchPage.catalogue.count)
        XCTAssertTrue(SearchPage.search("zzz").isEmpty)
    }
}
