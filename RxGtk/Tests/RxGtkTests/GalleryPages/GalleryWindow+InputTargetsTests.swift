import CGtk
import GalleryPages
import RxGtk
import RxSwift
import XCTest

final class GalleryWindowInputTargetsTests: GtkTestCase {
    func testListsTheSidebarRowsAndThePagesWidgetsButNotTheWindowsButtons() {
        onMain {
            let gallery = GalleryWindow()
            RealPointerAndKeyboard.show(gallery.window, until: gallery.stack)
            let seen = gallery.inputTargets()
            XCTAssertEqual(seen.page, NumbersPage.name)
            XCTAssertEqual(seen.dialogs, 0)
            XCTAssertEqual(seen.popovers, 0)
            XCTAssertEqual(seen.targets.filter { $0.inSidebar && $0.type == "GtkListBoxRow" }.compactMap(\.page), galleryPages.map { $0.name }, "a row per page, named")
            XCTAssertEqual(seen.targets.filter { !$0.inSidebar && $0.type == "GtkEntry" }.count, 3, "the Numbers page's three fields")
            XCTAssertFalse(seen.targets.contains { $0.type == "GtkWindowControls" }, "the close button would end the gallery")
            XCTAssertTrue(seen.targets.contains { $0.inTitlebar && $0.type == "GtkWindowHandle" }, "the title bar, marked")
            XCTAssertFalse(seen.targets.contains { $0.inTitlebar && $0.inSidebar })
            let field = try! XCTUnwrap(seen.targets.first { $0.type == "GtkEntry" })
            let (x, y) = RealPointerAndKeyboard.point(in: (gallery.pages[0] as! NumbersPage).fields[0], of: gallery.window, fractionX: 0, fractionY: 0)
            XCTAssertTrue(abs(field.x - x) <= 1 && abs(field.y - y) <= 1, "the first field's bounds in the window: \(field), \((x, y))")
            gallery.window.destroy()
        }
    }

    func testListsOnlyThePartOfAScrolledListInSight() {
        onMain {
            let gallery = GalleryWindow()
            gallery.show(pageNamed: SearchPage.name)
            RealPointerAndKeyboard.show(gallery.window, until: gallery.stack)
            GtkEnvironment.runMainLoop(until: { false }, timeout: 0.3)
            let width = Int(gtk_widget_get_width(gallery.window.widgetPointer)), height = Int(gtk_widget_get_height(gallery.window.widgetPointer))
            let seen = gallery.inputTargets()
            XCTAssertTrue(seen.targets.contains { $0.type == "GtkListItemWidget" }, "the rows in view")
            let outside = seen.targets.filter { $0.x < 0 || $0.y < 0 || $0.x + $0.width > width || $0.y + $0.height > height }
            XCTAssertEqual(outside, [], "rows scrolled out of view are not offered")
            gallery.window.destroy()
        }
    }

    func testListsTheWidgetsOfAnOpenDialog() {
        onMain {
            let gallery = GalleryWindow()
            RealPointerAndKeyboard.show(gallery.window, until: gallery.stack)
            let subscription = gallery.window.rx.chooseFile(title: "Open").subscribe()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !gallery.inputTargets().targets.isEmpty && gallery.inputTargets().dialogs == 1 }))
            XCTAssertFalse(gallery.inputTargets().targets.contains { $0.inSidebar }, "the dialog's widgets, not the gallery's")
            subscription.dispose()
            GtkEnvironment.drainPendingEvents()
            XCTAssertEqual(gallery.inputTargets().dialogs, 0)
            gallery.window.destroy()
        }
    }
}
