import RxGtk
import XCTest

final class MenuButtonTests: GtkTestCase {
    func testOpenActsAsTheUsersClick() {
        onMain {
            let window = Window(title: "Menu button", width: 300, height: 200)
            let button = MenuButton(label: "Actions")
            window.child = button
            XCTAssertNil(button.popover)
            XCTAssertFalse(button.isOpen, "a button without a popover is never open")
            let menu = Menu()
            menu.append("About", action: "win.about")
            button.menu = menu
            RealPointerAndKeyboard.show(window, until: button)
            button.isEnabled = false
            button.open()
            XCTAssertFalse(button.isOpen, "a disabled button does not open")
            button.isEnabled = true
            button.open()
            XCTAssertTrue(button.isOpen)
            button.popover?.popdown()
            XCTAssertFalse(button.isOpen)
            button.menu = nil
            XCTAssertNil(button.popover)
            window.destroy()
        }
    }
}
