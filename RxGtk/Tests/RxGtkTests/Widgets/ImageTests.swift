import CGtk
import Foundation
import RxGtk
import XCTest

final class ImageTests: GtkTestCase {
    func testAnIconAtASize() {
        onMain {
            let image = Image(.icon("folder"), pixelSize: 64)
            XCTAssertEqual(image.content, .icon("folder"))
            XCTAssertEqual(image.pixelSize, 64)
            XCTAssertEqual(gtk_image_get_storage_type(OpaquePointer(image.pointer)), GTK_IMAGE_ICON_NAME)
            XCTAssertEqual(gtk_image_get_icon_name(OpaquePointer(image.pointer)).map { String(cString: $0) }, "folder")
            image.pixelSize = 32
            XCTAssertEqual(gtk_image_get_pixel_size(OpaquePointer(image.pointer)), 32)
            image.show(.empty)
            XCTAssertEqual(image.content, .empty)
            XCTAssertEqual(gtk_image_get_storage_type(OpaquePointer(image.pointer)), GTK_IMAGE_EMPTY)
        }
    }

    // A file is read into a picture of its own size, shown in the image's square; the wrapper
    // remembers the path, which GTK does not.
    func testAPictureFromAFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rxgtk-image-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try onMain {
            let pixels = [UInt8](repeating: 200, count: 30 * 20 * 4)
            let bytes = pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            let texture = try XCTUnwrap(gdk_memory_texture_new(30, 20, GDK_MEMORY_R8G8B8A8, bytes, 30 * 4))
            g_bytes_unref(bytes)
            XCTAssertNotEqual(gdk_texture_save_to_png(texture, path), 0)
            g_object_unref(UnsafeMutableRawPointer(texture))

            let image = Image(pixelSize: 48)
            XCTAssertEqual(image.content, .empty)
            image.show(.file(path))
            XCTAssertEqual(image.content, .file(path))
            XCTAssertEqual(gtk_image_get_storage_type(OpaquePointer(image.pointer)), GTK_IMAGE_PAINTABLE)
            let paintable = try XCTUnwrap(gtk_image_get_paintable(OpaquePointer(image.pointer)))
            XCTAssertEqual(gdk_paintable_get_intrinsic_width(paintable), 30)
            XCTAssertEqual(gdk_paintable_get_intrinsic_height(paintable), 20)
            image.show(.icon("text-x-generic"))
            XCTAssertEqual(gtk_image_get_storage_type(OpaquePointer(image.pointer)), GTK_IMAGE_ICON_NAME)
        }
    }
}
