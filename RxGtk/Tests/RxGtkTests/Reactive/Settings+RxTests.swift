import CGtk
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class SettingsRxTests: GtkTestCase {
    func testAChangeByAnotherSettingsObjectEmitsAndTheProgramsOwnSetDoesNot() throws {
        try onMain {
            let (settings, other) = try twoSettingsOfOneBackend()
            let received = Captured<[Bool]>([])
            let bag = DisposeBag()
            settings.rx.bool("dark-mode").subscribe(onNext: { received.value.append($0) }).disposed(by: bag)
            setElsewhere(other, "dark-mode", true)
            XCTAssertEqual(received.value, [false, true], "another object's change, as another process's, is reported")
            Observable.just(false).bind(to: settings.rx.bool("dark-mode")).disposed(by: bag)
            settings.set(true, forKey: "dark-mode")
            settings.set(false, forKey: "dark-mode")
            GtkEnvironment.drainPendingEvents()
            XCTAssertEqual(received.value, [false, true], "the program's own sets are not reported")
            XCTAssertFalse(other.bool(forKey: "dark-mode"), "the bound value is stored")
        }
    }

    func testIntDoubleAndStringKeys() throws {
        try onMain {
            let (settings, other) = try twoSettingsOfOneBackend()
            let received = Captured<[String]>([])
            let bag = DisposeBag()
            settings.rx.int("font-size").subscribe(onNext: { received.value.append("size \($0)") }).disposed(by: bag)
            settings.rx.int("history").subscribe(onNext: { received.value.append("history \($0)") }).disposed(by: bag)
            settings.rx.double("zoom").subscribe(onNext: { received.value.append("zoom \($0)") }).disposed(by: bag)
            settings.rx.string("user-name").subscribe(onNext: { received.value.append("name \($0)") }).disposed(by: bag)
            setElsewhere(other, "font-size", Int32(16))
            setElsewhere(other, "history", 7)
            setElsewhere(other, "zoom", 1.5)
            setElsewhere(other, "user-name", "grace")
            g_settings_reset(other.pointer.assumingMemoryBound(to: GSettings.self), "font-size")
            XCTAssertEqual(received.value, [
                "size 12", "history 100", "zoom 1.0", "name ada",
                "size 16", "history 7", "zoom 1.5", "name grace", "size 12",
            ])
            Observable.just(9).bind(to: settings.rx.int("font-size")).disposed(by: bag)
            Observable.just("lin").bind(to: settings.rx.string("user-name")).disposed(by: bag)
            XCTAssertEqual(other.int(forKey: "font-size"), 9)
            XCTAssertEqual(other.string(forKey: "user-name"), "lin")
            XCTAssertEqual(received.value.count, 9, "bound values are not reported")
        }
    }

    func testASwitchBoundBothWaysToAKey() throws {
        try onMain {
            let (settings, other) = try twoSettingsOfOneBackend()
            let control = Switch()
            let bag = DisposeBag()
            settings.rx.bool("dark-mode").bind(to: control.rx.isOn).disposed(by: bag)
            control.rx.isOn.skip(1).bind(to: settings.rx.bool("dark-mode")).disposed(by: bag)
            control.toggle()
            XCTAssertTrue(other.bool(forKey: "dark-mode"), "the user's toggle is stored")
            setElsewhere(other, "dark-mode", false)
            XCTAssertFalse(control.isOn, "a change made elsewhere moves the switch")
        }
    }

    func testTheKeysPropertiesCompleteWhenTheSettingsGo() throws {
        try onMain {
            let events = Captured<[String]>([])
            let bag = DisposeBag()
            do {
                let (settings, _) = try twoSettingsOfOneBackend()
                settings.rx.string("user-name").subscribe(onNext: { events.value.append($0) }, onCompleted: { events.value.append("completed") }).disposed(by: bag)
            }
            XCTAssertEqual(events.value, ["ada", "completed"])
        }
    }
}

/// Two settings objects of the test schema on one memory backend, as two processes share
/// the user's settings: the first the program's, the second changed with `setElsewhere`.
@MainActor
private func twoSettingsOfOneBackend() throws -> (Settings, Settings) {
    let source = try SettingsSchemaSource.compiling(preferencesSchemaXML)
    let backend = SettingsBackend.memory()
    return (
        try Settings(schemaID: "org.rxswift.RxGtkTests.Preferences", source: source, backend: backend),
        try Settings(schemaID: "org.rxswift.RxGtkTests.Preferences", source: source, backend: backend)
    )
}

/// Stores `value` in `key` through GLib directly, as another process (`gsettings set`) or a
/// library that does not use RxGtk changes the user's settings: not the program's own set.
@MainActor
private func setElsewhere<Value: ActionValue>(_ settings: Settings, _ key: String, _ value: Value) {
    XCTAssertNotEqual(g_settings_set_value(settings.pointer.assumingMemoryBound(to: GSettings.self), key, value.makeVariant()), 0)
    GtkEnvironment.drainPendingEvents()
}
