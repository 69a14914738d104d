import CGtk
import Foundation
import GalleryPages
import RxGtk
import RxSwift
import XCTest

final class GalleryPagesTests: GtkTestCase {
    func testNumbersSumsTheFieldsAsTheyAreEdited() {
        onMain {
            let page = NumbersPage()
            XCTAssertEqual(page.result.text, "0")
            page.fields[0].type("12")
            XCTAssertEqual(page.result.text, "12")
            page.fields[1].type("30")
            page.fields[2].type("100")
            XCTAssertEqual(page.result.text, "142")
            page.fields[1].clear()
            XCTAssertEqual(page.result.text, "112")
            page.fields[2].type("x")
            XCTAssertEqual(page.result.text, "12", "a field that is not a number counts as 0")
        }
    }

    func testSimpleValidationEnablesTheButtonOnceBothRulesHold() {
        onMain {
            let page = SimpleValidationPage()
            XCTAssertFalse(page.password.isEnabled)
            XCTAssertFalse(page.usernameMessage.isHidden)
            XCTAssertFalse(page.submit.isEnabled)
            page.username.type("ada.lovelace")
            XCTAssertTrue(page.password.isEnabled)
            XCTAssertTrue(page.usernameMessage.isHidden)
            XCTAssertFalse(page.submit.isEnabled)
            page.password.type("secret")
            XCTAssertTrue(page.passwordMessage.isHidden)
            XCTAssertTrue(page.submit.isEnabled)
            XCTAssertEqual(page.outcome.text, "")
            page.submit.click()
            XCTAssertEqual(page.submissions, 1)
            XCTAssertEqual(page.outcome.text, "Signed in as ada.lovelace (1 time)", "the button's effect shows")
            page.submit.click()
            XCTAssertEqual(page.outcome.text, "Signed in as ada.lovelace (2 times)")
        }
    }

    func testResourcesListsTheInspectorsSubscriptionsOnceSwitchedOn() {
        let wasEnabled = SubscriptionInspector.isEnabled
        defer { SubscriptionInspector.isEnabled = wasEnabled }
        SubscriptionInspector.isEnabled = false
        onMain {
            let page = ResourcesPage()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.subscriptions.text == ResourcesPage.inspectorOffText }))
            XCTAssertTrue(page.subscriptions.wraps, "the message and long chains wrap at the page's width")
            page.inspectorSwitch.toggle()
            XCTAssertTrue(SubscriptionInspector.isEnabled)
            let subject = PublishSubject<Int>()
            let line = #line + 1
            let subscription = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
            let listed = "RxGtkTests/GalleryPagesTests.swift:\(line): Observable<Int>, 0 elements\n    PublishSubject<Int> -> map"
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.subscriptions.text.contains(listed) }), page.subscriptions.text)
            subscription.dispose()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !page.subscriptions.text.contains(listed) }), page.subscriptions.text)
            page.inspectorSwitch.toggle()
            XCTAssertFalse(SubscriptionInspector.isEnabled)
        }
    }

    func testTheHeaderBarShowsTheTitleOfThePageShown() {
        onMain {
            let gallery = GalleryWindow()
            gallery.window.present()
            XCTAssertEqual(gallery.header.title, NumbersPage.title, "the first page's title")
            gallery.stack.choosePage(named: SearchPage.name)
            XCTAssertEqual(gallery.header.title, SearchPage.title, "a page chosen in the sidebar")
            gallery.show(pageNamed: CalculatorPage.name)
            XCTAssertEqual(gallery.header.title, CalculatorPage.title, "a page the program shows")
            XCTAssertNil(gallery.window.defaultWidget)
            gallery.stack.choosePage(named: NotesPage.name)
            let notes = gallery.pages.compactMap { $0 as? NotesPage }.first
            XCTAssertNotNil(notes)
            XCTAssertTrue(gallery.window.defaultWidget === notes?.save, "Enter presses the shown page's default widget")
            gallery.show(pageNamed: SearchPage.name)
            XCTAssertNil(gallery.window.defaultWidget)
            gallery.window.destroy()
        }
    }

    func testAboutNamesTheLibrarysVersionOverTheWindow() throws {
        try onMain {
            let gallery = GalleryWindow()
            gallery.window.present()
            XCTAssertNil(gallery.aboutDialog)
            gallery.aboutButton.click()
            let about = try XCTUnwrap(gallery.aboutDialog)
            XCTAssertTrue(about.isShown)
            XCTAssertEqual(about.version, "RxSwift \(RxSwiftRelease.version)")
            about.close()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !about.isShown }))
            gallery.aboutButton.click()
            XCTAssertTrue(gallery.aboutDialog === about, "the dialog is shown again")
            gallery.window.destroy()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !about.isShown }), "the dialog goes with the window")
        }
    }

    func testResettingThePagesReleasesTheOldOnesAndTheirResources() {
        let wasEnabled = SubscriptionInspector.isEnabled
        defer { SubscriptionInspector.isEnabled = wasEnabled }
        SubscriptionInspector.isEnabled = false
        onMain {
            let gallery = GalleryWindow()
            gallery.window.present()
            let fresh = settledResourceTotal()
            weak let oldNumbersPage: NumbersPage?
            do {
                let page = gallery.pages[0] as? NumbersPage
                oldNumbersPage = page
            }
            XCTAssertNotNil(oldNumbersPage)
            for (index, pageType) in galleryPages.enumerated() {
                gallery.stack.choosePage(named: pageType.name)
                gallery.pages[index].playDemo()
                GtkEnvironment.runMainLoop(until: { false }, timeout: 0.1)
            }
            gallery.aboutButton.click()
            let about = gallery.aboutDialog
            XCTAssertEqual(about?.isShown, true)
            XCTAssertTrue(SubscriptionInspector.isEnabled, "the Resources page's demo switches the inspector on")
            gallery.resetPages()
            XCTAssertFalse(SubscriptionInspector.isEnabled, "the inspector is back to how it was when the window was built")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { Resources.total == fresh }), "\(Resources.total) resources, \(fresh) in a new gallery")
            XCTAssertEqual(about?.isDestroyed, true, "a new gallery has no about dialog")
            XCTAssertNil(gallery.aboutDialog)
            XCTAssertNil(oldNumbersPage, "the old pages are released")
            XCTAssertEqual(gallery.pages.map { type(of: $0).name }, galleryPages.map { $0.name }, "every page again, in order")
            XCTAssertEqual(gallery.stack.visiblePageName, galleryPages[0].name)
            XCTAssertEqual(gallery.header.title, galleryPages[0].title)
            gallery.window.destroy()
        }
    }

    func testResourcesShowsTheLiveCount() {
        onMain {
            let page = ResourcesPage()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.count.text.hasSuffix("live resources") }))
        }
    }

    func testEveryPageRendersToANonBlankImage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rxgtk-gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        onMain {
            let gallery = GalleryWindow()
            gallery.window.present()
            for page in gallery.pages {
                let name = type(of: page).name
                gallery.show(pageNamed: name)
                page.playDemo()
                let shown = GtkEnvironment.runMainLoop(until: {
                    gtk_widget_get_mapped(page.root.widgetPointer) != 0 && gtk_widget_get_width(page.root.widgetPointer) > 0
                })
                XCTAssertTrue(shown, "\(name) is shown")
                // One more round of the loop lays out and paints what the demo changed.
                let settled = Date().addingTimeInterval(0.2)
                GtkEnvironment.runMainLoop(until: { Date() >= settled })
                let path = directory.appendingPathComponent("\(name).png").path
                // A page whose rows are still being made may not render yet: try again as the
                // loop runs.
                XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gallery.window.renderPNG(to: path) }), "\(name) rendered")
                XCTAssertGreaterThan(distinctColours(inPNG: path), 3, "\(name) is not blank")
            }
            gallery.window.destroy()
        }
    }
}

/// How many distinct pixel values the PNG at `path` has (up to a few hundred).
@MainActor
private func distinctColours(inPNG path: String) -> Int {
    guard let texture = gdk_texture_new_from_filename(path, nil) else { return 0 }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
    var pixels = [UInt32](repeating: 0, count: width * height)
    pixels.withUnsafeMutableBytes { buffer in
        gdk_texture_download(texture, buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), gsize(width * 4))
    }
    var seen = Set<UInt32>()
    for pixel in pixels where seen.count < 500 {
        seen.insert(pixel)
    }
    return seen.count
}

/// `Resources.total` once it has held still for 0.3 s of the main loop: the pages of a new
/// gallery have finished what they start when shown (the file browser reads its folder on a
/// background queue), which takes longer on a loaded machine.
@MainActor
private func settledResourceTotal() -> Int32 {
    var last = Resources.total
    for _ in 0..<40 {
        GtkEnvironment.runMainLoop(until: { false }, timeout: 0.3)
        if Resources.total == last { return last }
        last = Resources.total
    }
    return last
}
