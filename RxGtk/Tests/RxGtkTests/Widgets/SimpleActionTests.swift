import CGtk
import RxGtk
import XCTest

final class SimpleActionTests: GtkTestCase {
    func testAStatelessActionHasNoState() {
        onMain {
            let action = SimpleAction(name: "quit")
            XCTAssertEqual(action.name, "quit")
            XCTAssertNil(action.parameterType)
            XCTAssertNil(action.state(as: Bool.self))
            XCTAssertTrue(action.isEnabled)
            action.isEnabled = false
            XCTAssertFalse(action.isEnabled)
        }
    }

    func testActivatingABooleanActionFlipsItsState() {
        onMain {
            let action = SimpleAction(name: "wrap", state: false)
            action.activate()
            XCTAssertEqual(action.state(as: Bool.self), true)
            action.activate()
            XCTAssertEqual(action.state(as: Bool.self), false)
            action.isEnabled = false
            action.activate()
            XCTAssertEqual(action.state(as: Bool.self), false, "a disabled action does nothing")
        }
    }

    func testActivatingWithAParameterOfTheStatesTypeSetsTheState() {
        onMain {
            let action = SimpleAction(name: "theme", state: "light", selectedByParameter: true)
            XCTAssertEqual(action.parameterType, "s")
            action.activate(with: "dark")
            XCTAssertEqual(action.state(as: String.self), "dark")
            XCTAssertNil(action.state(as: Int.self), "the state is read as its own type only")
        }
    }

    func testSetStateAndEveryValueType() {
        onMain {
            let counter = SimpleAction(name: "count", state: 1)
            counter.setState(5)
            XCTAssertEqual(counter.state(as: Int.self), 5)
            let scale = SimpleAction(name: "scale", state: 1.5)
            scale.setState(2.25)
            XCTAssertEqual(scale.state(as: Double.self), 2.25)
            let level = SimpleAction(name: "level", state: Int32(3))
            XCTAssertEqual(level.state(as: Int32.self), 3)
            XCTAssertEqual(SimpleAction(name: "zoom", parameter: Double.self).parameterType, "d")
        }
    }

    func testTheActionMapKeepsTheAction() {
        onMain {
            let window = Window(title: "Actions")
            let weakAction = WeakBox<SimpleAction>()
            do {
                let action = SimpleAction(name: "save")
                weakAction.object = action
                window.addAction(action)
            }
            XCTAssertNotNil(weakAction.object, "the window keeps the action it was given")
            let application = Application(id: "org.rxswift.RxGtkTests.ActionMap")
            let weakApplicationAction = WeakBox<SimpleAction>()
            do {
                let action = SimpleAction(name: "quit")
                weakApplicationAction.object = action
                application.addAction(action)
            }
            XCTAssertNotNil(weakApplicationAction.object, "the application keeps the action it was given")
            window.destroy()
        }
    }

    func testAcceleratorsOfAnAction() {
        onMain {
            let application = Application(id: "org.rxswift.RxGtkTests.Accelerators")
            application.addAction(SimpleAction(name: "quit"))
            XCTAssertEqual(application.accelerators(forAction: "app.quit"), [])
            application.setAccelerators(["<Control>q", "<Control>w"], forAction: "app.quit")
            XCTAssertEqual(application.accelerators(forAction: "app.quit"), ["<Control>q", "<Control>w"])
            application.setAccelerators([], forAction: "app.quit")
            XCTAssertEqual(application.accelerators(forAction: "app.quit"), [])
        }
    }

    func testSetActionBindsAnActionableWidget() {
        onMain {
            let button = Button(label: "Open")
            button.setAction(named: "app.open::recent")
            XCTAssertEqual(gtk_actionable_get_action_name(OpaquePointer(button.pointer)).map { String(cString: $0) }, "app.open")
        }
    }
}

/// A weak reference, to see whether something else keeps an object.
@MainActor
private final class WeakBox<Object: AnyObject> {
    weak var object: Object?
}
