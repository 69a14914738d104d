import RxGtk
import RxSwift
import RxTest
import XCTest

final class PopoverMenuBarTests: GtkTestCase {
    func testChoosingAnItemOfATopLevelMenuActivatesItsAction() {
        onMain {
            let window = Window(title: "Menu bar", width: 400, height: 300)
            let new = SimpleAction(name: "new")
            let zoom = SimpleAction(name: "zoom", parameter: Int32.self)
            window.addAction(new)
            window.addAction(zoom)
            let chosen = Captured<[String]>([])
            let bag = DisposeBag()
            new.rx.activated.subscribe(onNext: { chosen.value.append("new") }).disposed(by: bag)
            zoom.rx.activated(with: Int32.self).subscribe(onNext: { chosen.value.append("zoom \($0)") }).disposed(by: bag)
            let file = Menu()
            file.append("New", action: "win.new")
            let view = Menu()
            let zooms = Menu()
            zooms.append("Twice", action: "win.zoom(2)")
            view.appendSection(zooms)
            view.append("New", action: "win.zoom(3)")
            let menu = Menu()
            menu.appendSubmenu(file, label: "File")
            menu.appendSubmenu(view, label: "View")
            let bar = PopoverMenuBar(menu: menu)
            XCTAssertTrue(bar.menu === menu)
            let layout = Box(.vertical, spacing: 0)
            layout.append(bar)
            window.child = layout
            RealPointerAndKeyboard.show(window, until: bar)

            bar.choose("New", from: "File")
            XCTAssertEqual(chosen.value, ["new"])
            XCTAssertFalse(bar.isOpen("File"), "choosing an item closes its menu")
            bar.choose("Twice", from: "View")
            bar.choose("New", from: "View")
            XCTAssertEqual(chosen.value, ["new", "zoom 2", "zoom 3"], "items are found in the named menu, and in its sections")

            new.isEnabled = false
            bar.choose("New", from: "File")
            XCTAssertEqual(chosen.value, ["new", "zoom 2", "zoom 3"], "an item whose action is disabled is not chosen")
            XCTAssertTrue(bar.isOpen("File"), "the user opened the menu and it stays open")
            bar.choose("Quit", from: "File")
            bar.choose("New", from: "Edit")
            XCTAssertEqual(chosen.value.count, 3, "no item shows these labels")
            new.isEnabled = true
            bar.isEnabled = false
            bar.choose("New", from: "File")
            bar.isEnabled = true
            bar.isHidden = true
            bar.choose("New", from: "File")
            XCTAssertEqual(chosen.value.count, 3, "nothing is chosen in a disabled or hidden bar")
            bar.isHidden = false
            bar.choose("New", from: "File")
            XCTAssertEqual(chosen.value, ["new", "zoom 2", "zoom 3", "new"])
            window.destroy()
        }
    }
}
