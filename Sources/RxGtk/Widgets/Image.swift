#if GTK
import CGtk

/// A small picture shown in a square of a fixed size (`GtkImage`): an icon of the icon theme
/// ("folder", "text-x-generic"), or an image file scaled down into the square, its proportions
/// kept.
@MainActor
public final class Image: Widget {
    /// What an image shows.
    public enum Content: Sendable, Equatable {
        /// Nothing.
        case empty
        /// The icon theme's icon of that name.
        case icon(String)
        /// The image file at that path (a missing or unreadable file shows GTK's
        /// "image-missing" icon).
        case file(String)
    }

    /// What the image shows; the wrapper remembers it, as GTK keeps a file's picture but not
    /// its path.
    public private(set) var content: Content = .empty

    /// Creates an image showing `content` in a square of `pixelSize` pixels.
    public init(_ content: Content = .empty, pixelSize: Int = 16) {
        super.init(taking: UnsafeMutableRawPointer(gtk_image_new()))
        self.pixelSize = pixelSize
        show(content)
    }

    private var imagePointer: OpaquePointer {
        OpaquePointer(pointer)
    }

    /// Shows `content`. A file is read at once, on the main thread: for small files
    /// (thumbnails, icons of the program's own).
    public func show(_ content: Content) {
        self.content = content
        switch content {
        case .empty:
            gtk_image_clear(imagePointer)
        case .icon(let name):
            gtk_image_set_from_icon_name(imagePointer, name)
        case .file(let path):
            gtk_image_set_from_file(imagePointer, path)
        }
    }

    /// The side of the square the image is shown in, in pixels.
    public var pixelSize: Int {
        get { Int(gtk_image_get_pixel_size(imagePointer)) }
        set { gtk_image_set_pixel_size(imagePointer, Int32(newValue)) }
    }
}
#endif
