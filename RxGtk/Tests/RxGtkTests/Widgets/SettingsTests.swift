import Foundation
import RxGtk
import XCTest

/// A schema with a key of each type the settings read, for the settings tests.
let preferencesSchemaXML = """
<schemalist>
  <schema id="org.rxswift.RxGtkTests.Preferences" path="/org/rxswift/RxGtkTests/Preferences/">
    <key name="dark-mode" type="b"><default>false</default></key>
    <key name="font-size" type="i"><default>12</default></key>
    <key name="history" type="x"><default>100</default></key>
    <key name="zoom" type="d"><default>1.0</default></key>
    <key name="user-name" type="s"><default>'ada'</default></key>
  </schema>
</schemalist>
"""

final class SettingsTests: GtkTestCase {
    func testAGschemaWrittenAndCompiledInTheTestIsLoaded() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rxgtk-settings-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try preferencesSchemaXML.write(to: directory.appendingPathComponent("org.rxswift.RxGtkTests.Preferences.gschema.xml"), atomically: true, encoding: .utf8)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-schemas")
        compiler.arguments = [directory.path]
        try compiler.run()
        compiler.waitUntilExit()
        XCTAssertEqual(compiler.terminationStatus, 0, "glib-compile-schemas (libglib2.0-bin) compiles the schema")
        try onMain {
            let source = try SettingsSchemaSource(directory: directory.path)
            XCTAssertEqual(source.schemaIDs, ["org.rxswift.RxGtkTests.Preferences"])
            let settings = try Settings(schemaID: "org.rxswift.RxGtkTests.Preferences", source: source, backend: .memory())
            XCTAssertEqual(settings.keys.sorted(), ["dark-mode", "font-size", "history", "user-name", "zoom"])
        }
    }

    func testDefaultsAndSetsOfEachType() throws {
        try onMain {
            let settings = try Settings(schemaID: "org.rxswift.RxGtkTests.Preferences", source: .compiling(preferencesSchemaXML), backend: .memory())
            XCTAssertFalse(settings.bool(forKey: "dark-mode"))
            XCTAssertEqual(settings.int(forKey: "font-size"), 12)
            XCTAssertEqual(settings.int(forKey: "history"), 100)
            XCTAssertEqual(settings.double(forKey: "zoom"), 1)
            XCTAssertEqual(settings.string(forKey: "user-name"), "ada")
            settings.set(true, forKey: "dark-mode")
            settings.set(14, forKey: "font-size")
            settings.set(5_000_000_000, forKey: "history")
            settings.set(1.25, forKey: "zoom")
            settings.set("grace", forKey: "user-name")
            XCTAssertTrue(settings.bool(forKey: "dark-mode"))
            XCTAssertEqual(settings.int(forKey: "font-size"), 14)
            XCTAssertEqual(settings.int(forKey: "history"), 5_000_000_000)
            XCTAssertEqual(settings.double(forKey: "zoom"), 1.25)
            XCTAssertEqual(settings.string(forKey: "user-name"), "grace")
            settings.reset("user-name")
            XCTAssertEqual(settings.string(forKey: "user-name"), "ada")
            XCTAssertEqual(settings.valueType(ofKey: "zoom"), "d")
            XCTAssertNil(settings.valueType(ofKey: "missing"))
        }
    }

    func testTheMemoryBackendIsSharedByItsSettingsOnly() throws {
        try onMain {
            let source = try SettingsSchemaSource.compiling(preferencesSchemaXML)
            let backend = SettingsBackend.memory()
            let first = try Settings(schemaID: "org.rxswift.RxGtkTests.Preferences", source: source, backend: backend)
            let second = try Settings(schemaID: "org.rxswift.RxGtkTests.Preferences", source: source, backend: backend)
            let elsewhere = try Settings(schemaID: "org.rxswift.RxGtkTests.Preferences", source: source, backend: .memory())
            first.set(20, forKey: "font-size")
            XCTAssertEqual(second.int(forKey: "font-size"), 20)
            XCTAssertEqual(elsewhere.int(forKey: "font-size"), 12)
        }
    }

    func testErrors() throws {
        try onMain {
            XCTAssertThrowsError(try Settings(schemaID: "org.rxswift.Missing", source: .compiling(preferencesSchemaXML), backend: .memory())) { error in
                XCTAssertEqual(error as? SettingsError, .noSuchSchema(id: "org.rxswift.Missing"))
            }
            XCTAssertThrowsError(try SettingsSchemaSource.compiling("<schemalist><schema id='broken'>")) { error in
                guard case .schemaNotCompiled? = error as? SettingsError else { return XCTFail("\(error)") }
            }
            XCTAssertThrowsError(try SettingsSchemaSource(directory: "/nonexistent/rxgtk")) { error in
                guard case .unreadableSchemas? = error as? SettingsError else { return XCTFail("\(error)") }
            }
        }
    }
}
