import CGtk
import GalleryPages
import RxGtk
import XCTest

final class SettingsPageTests: GtkTestCase {
    func testTheWidgetsStoreTheKeysAndResetRestoresTheDefaults() throws {
        try onMain {
            let page = SettingsPage()
            let settings = try XCTUnwrap(page.settings, page.status.text)
            let window = Window(title: "Settings page", width: 600, height: 500)
            window.child = page.root
            window.present()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.status.text == "Stored: dark-mode = false, font-size = 12" }), page.status.text)
            XCTAssertFalse(page.darkMode.isOn)
            XCTAssertEqual(page.fontSize.value, 12)
            XCTAssertTrue(page.preview.text.contains("quick brown fox"), page.preview.text)

            page.darkMode.toggle()
            page.fontSize.spin(to: 18)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.status.text == "Stored: dark-mode = true, font-size = 18" }), page.status.text)
            XCTAssertTrue(settings.bool(forKey: SettingsPage.darkModeKey))
            XCTAssertEqual(settings.int(forKey: SettingsPage.fontSizeKey), 18)

            page.resetButton.click()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.status.text == "Stored: dark-mode = false, font-size = 12" }), page.status.text)
            XCTAssertFalse(page.darkMode.isOn)
            XCTAssertEqual(page.fontSize.value, 12)
            XCTAssertFalse(settings.bool(forKey: SettingsPage.darkModeKey))
            XCTAssertEqual(settings.int(forKey: SettingsPage.fontSizeKey), 12)
            window.destroy()
        }
    }

    func testAKeyChangedOutsideTheProgramMovesItsWidget() throws {
        try onMain {
            let page = SettingsPage()
            let settings = try XCTUnwrap(page.settings, page.status.text)
            let window = Window(title: "Settings page", width: 600, height: 500)
            window.child = page.root
            window.present()
            let gsettings = settings.pointer.assumingMemoryBound(to: GSettings.self)
            XCTAssertNotEqual(g_settings_set_int(gsettings, SettingsPage.fontSizeKey, 24), 0)
            XCTAssertNotEqual(g_settings_set_boolean(gsettings, SettingsPage.darkModeKey, 1), 0)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.fontSize.value == 24 && page.darkMode.isOn }))
            XCTAssertEqual(page.status.text, "Stored: dark-mode = true, font-size = 24")
            window.destroy()
        }
    }

    func testTheResetActionIsTheButtonsAction() {
        onMain {
            let page = SettingsPage()
            let window = Window(title: "Settings page", width: 600, height: 500)
            window.child = page.root
            window.present()
            page.fontSize.spin(to: 30)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.status.text.hasSuffix("font-size = 30") }), page.status.text)
            page.resetAction.isEnabled = false
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !page.resetButton.isEnabled }), "a button joined to a disabled action is insensitive")
            page.resetAction.isEnabled = true
            page.resetAction.activate()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.fontSize.value == 12 }))
            window.destroy()
        }
    }
}
