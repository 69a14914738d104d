import RxGtk
import XCTest

final class MenuTests: GtkTestCase {
    func testItemsSectionsAndSubmenusNameTheirActions() {
        onMain {
            let menu = Menu()
            XCTAssertEqual(menu.itemCount, 0)
            menu.append("New", action: "win.new")
            let edits = Menu()
            edits.append("Delete", action: "win.delete")
            menu.appendSection(edits)
            let zoom = Menu()
            zoom.append("Twice", action: "win.zoom(2)")
            menu.appendSubmenu(zoom, label: "Zoom")
            XCTAssertEqual(menu.itemCount, 3, "a section and a submenu count as one item each")
            XCTAssertEqual(menu.action(ofItemLabelled: "New"), "win.new")
            XCTAssertEqual(menu.action(ofItemLabelled: "Delete"), "win.delete", "found in a section")
            XCTAssertEqual(menu.action(ofItemLabelled: "Twice"), "win.zoom(2)", "found in a submenu, with its target")
            XCTAssertNil(menu.action(ofItemLabelled: "Zoom"), "a submenu's item names no action")
            XCTAssertNil(menu.action(ofItemLabelled: "Quit"))
        }
    }
}
