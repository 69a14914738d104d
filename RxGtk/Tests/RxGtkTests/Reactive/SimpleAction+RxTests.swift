import CGtk
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class SimpleActionRxTests: GtkTestCase {
    func testClickingABoundButtonActivatesTheAction() {
        onMain {
            let window = Window(title: "Actions", width: 300, height: 200)
            let action = SimpleAction(name: "save")
            window.addAction(action)
            let button = Button(label: "Save")
            button.setAction(named: "win.save")
            window.child = button
            window.present()
            let activations = Captured(0)
            let subscription = action.rx.activated.subscribe(onNext: { activations.value += 1 })
            button.click()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { activations.value == 1 }), "the click activates the action")
            subscription.dispose()
            window.destroy()
        }
    }

    func testActivationGivesTheButtonsTarget() {
        onMain {
            let window = Window(title: "Actions", width: 300, height: 200)
            let action = SimpleAction(name: "open", parameter: String.self)
            window.addAction(action)
            let box = Box(.horizontal)
            let recent = Button(label: "Recent")
            recent.setAction(named: "win.open::recent")
            let zoom = SimpleAction(name: "zoom", parameter: Int32.self)
            window.addAction(zoom)
            let double = Button(label: "200%")
            double.setAction(named: "win.zoom(2)")
            box.append(recent)
            box.append(double)
            window.child = box
            window.present()
            let received = Captured<[String]>([])
            let bag = DisposeBag()
            action.rx.activated(with: String.self).subscribe(onNext: { received.value.append("open \($0)") }).disposed(by: bag)
            zoom.rx.activated(with: Int32.self).subscribe(onNext: { received.value.append("zoom \($0)") }).disposed(by: bag)
            recent.click()
            double.click()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { received.value.count == 2 }))
            XCTAssertEqual(received.value, ["open recent", "zoom 2"])
            window.destroy()
        }
    }

    func testACheckButtonClickedByTheUserChangesTheStateAndTheProgramsSetsDoNot() throws {
        try onMain {
            let window = Window(title: "Actions", width: 300, height: 200)
            let action = SimpleAction(name: "wrap", state: false)
            window.addAction(action)
            let check = CheckButton(label: "Wrap lines")
            check.setAction(named: "win.wrap")
            window.child = check
            RealPointerAndKeyboard.show(window, until: check)
            let received = Captured<[Bool]>([])
            let bag = DisposeBag()
            action.rx.state(Bool.self).subscribe(onNext: { received.value.append($0) }).disposed(by: bag)
            try RealPointerAndKeyboard.click(check, of: window)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { received.value.count == 2 }), "the click reaches the action")
            XCTAssertEqual(received.value, [false, true])
            XCTAssertTrue(check.isOn, "the check button shows the state")
            action.setState(false)
            Observable.just(true).bind(to: action.rx.state(Bool.self)).disposed(by: bag)
            GtkEnvironment.drainPendingEvents()
            XCTAssertEqual(action.state(as: Bool.self), true)
            XCTAssertEqual(received.value, [false, true], "the program's own sets do not emit")
            window.destroy()
        }
    }

    func testRadioButtonsChooseAStringState() throws {
        try onMain {
            let window = Window(title: "Actions", width: 300, height: 200)
            let action = SimpleAction(name: "theme", state: "light", selectedByParameter: true)
            window.addAction(action)
            let box = Box(.vertical)
            let light = CheckButton(label: "Light")
            light.setAction(named: "win.theme::light")
            let dark = CheckButton(label: "Dark")
            dark.setAction(named: "win.theme::dark")
            box.append(light)
            box.append(dark)
            window.child = box
            RealPointerAndKeyboard.show(window, until: dark)
            let received = Captured<[String]>([])
            let subscription = action.rx.state(String.self).subscribe(onNext: { received.value.append($0) })
            try RealPointerAndKeyboard.click(dark, of: window)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { received.value.count == 2 }))
            XCTAssertEqual(received.value, ["light", "dark"])
            XCTAssertTrue(dark.isOn)
            XCTAssertFalse(light.isOn)
            subscription.dispose()
            window.destroy()
        }
    }

    func testIsEnabledMakesBoundButtonsInsensitive() {
        onMain {
            let window = Window(title: "Actions", width: 300, height: 200)
            let action = SimpleAction(name: "delete")
            window.addAction(action)
            let button = Button(label: "Delete")
            button.setAction(named: "win.delete")
            window.child = button
            let enabled = PublishSubject<Bool>()
            let binding = enabled.bind(to: action.rx.isEnabled)
            enabled.onNext(false)
            XCTAssertFalse(action.isEnabled)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !button.isEnabled }), "the button follows the action")
            enabled.onNext(true)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { button.isEnabled }))
            binding.dispose()
            window.destroy()
        }
    }

    func testAnAcceleratorPressedByTheUserActivatesTheApplicationsAction() {
        onMain {
            let application = Application(id: "org.rxswift.RxGtkTests.Actions")
            let action = SimpleAction(name: "refresh")
            application.addAction(action)
            application.setAccelerators(["<Control>r"], forAction: "app.refresh")
            let events = Captured<[String]>([])
            let bag = DisposeBag()
            action.rx.activated.subscribe(onNext: { events.value.append("refresh") }).disposed(by: bag)
            application.rx.activate.subscribe(onNext: { [weak application] in
                guard let application else { return }
                let window = Window(title: "Accelerators", width: 300, height: 200)
                let label = Label("Press Ctrl+R")
                window.child = label
                application.add(window)
                RealPointerAndKeyboard.show(window, until: label)
                do {
                    try RealPointerAndKeyboard.press("ctrl+r", over: label, of: window)
                } catch {
                    XCTFail("xdotool: \(error)")
                }
                XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !events.value.isEmpty }), "Ctrl+R activates app.refresh")
                window.close()
            }).disposed(by: bag)
            XCTAssertEqual(application.run(), 0)
            XCTAssertEqual(events.value, ["refresh"])
        }
    }

    func testTheActionsSequencesCompleteWhenItGoes() {
        onMain {
            let events = Captured<[String]>([])
            let bag = DisposeBag()
            do {
                let action = SimpleAction(name: "wrap", state: true)
                action.rx.activated.subscribe(onCompleted: { events.value.append("activated completed") }).disposed(by: bag)
                action.rx.state(Bool.self).subscribe(onNext: { events.value.append("state \($0)") }, onCompleted: { events.value.append("state completed") }).disposed(by: bag)
            }
            XCTAssertEqual(events.value, ["state true", "activated completed", "state completed"])
        }
    }
}
