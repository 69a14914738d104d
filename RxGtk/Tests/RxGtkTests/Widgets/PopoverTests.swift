import RxGtk
import RxSwift
import RxTest
import XCTest

final class PopoverTests: GtkTestCase {
    func testAPopoverShowsItsChildWhenPoppedUp() {
        onMain {
            let window = Window(title: "Popover", width: 300, height: 200)
            let button = MenuButton(label: "More")
            window.child = button
            let popover = Popover()
            let label = Label("inside")
            popover.child = label
            XCTAssertTrue(popover.child === label)
            button.popover = popover
            XCTAssertTrue(button.popover === popover)
            XCTAssertNil(button.menu, "a popover of the program's own shows no menu")
            RealPointerAndKeyboard.show(window, until: button)
            XCTAssertFalse(popover.isOpen)
            popover.popup()
            XCTAssertTrue(popover.isOpen)
            popover.popdown()
            XCTAssertFalse(popover.isOpen)
            window.destroy()
        }
    }

    func testChoosingAnItemActivatesItsActionAndClosesTheMenu() throws {
        try onMain {
            let window = Window(title: "Menu", width: 300, height: 200)
            let button = MenuButton(iconName: "open-menu-symbolic")
            window.child = button
            let new = SimpleAction(name: "new")
            let zoom = SimpleAction(name: "zoom", parameter: Int32.self)
            window.addAction(new)
            window.addAction(zoom)
            let chosen = Captured<[String]>([])
            let bag = DisposeBag()
            new.rx.activated.subscribe(onNext: { chosen.value.append("new") }).disposed(by: bag)
            zoom.rx.activated(with: Int32.self).subscribe(onNext: { chosen.value.append("zoom \($0)") }).disposed(by: bag)
            let menu = Menu()
            menu.append("New", action: "win.new")
            let zooms = Menu()
            zooms.append("Twice", action: "win.zoom(2)")
            menu.appendSection(zooms)
            button.menu = menu
            XCTAssertTrue(button.menu === menu)
            let popover = try XCTUnwrap(button.popover as? PopoverMenu)
            RealPointerAndKeyboard.show(window, until: button)

            popover.choose("New")
            XCTAssertEqual(chosen.value, [], "an item of a closed menu cannot be chosen")
            button.open()
            XCTAssertTrue(button.isOpen)
            popover.choose("New")
            XCTAssertEqual(chosen.value, ["new"])
            XCTAssertFalse(button.isOpen, "choosing an item closes the menu")
            button.open()
            popover.choose("Twice")
            XCTAssertEqual(chosen.value, ["new", "zoom 2"], "the item's target is the action's parameter")
            button.open()
            new.isEnabled = false
            popover.choose("New")
            XCTAssertEqual(chosen.value, ["new", "zoom 2"], "an item whose action is disabled is not chosen")
            popover.choose("Open")
            XCTAssertTrue(button.isOpen, "no item shows that label: the menu stays open")
            // Closed before the window goes: an open popover keeps its grab on the display, and
            // the real clicks of the tests that follow would land in it.
            popover.popdown()
            window.destroy()
        }
    }
}
