import CGtk
import Foundation
import RxCocoa
import RxGtk
import RxRelay
import RxSwift

/// A file browser: a folder's entries in a grid, read on a background queue; a folder chooser;
/// a search that filters the names; double-clicking a folder enters it and Up leaves it; a
/// pinch, Ctrl+plus and Ctrl+minus or the slider resize the tiles; a line tells the selection's
/// size. Its state is a `FileBrowserModel` of Rx sequences.
@MainActor
public final class FileBrowserPage: GalleryPage {
    /// The page's identifier.
    public static let name = "files"
    /// The page's title.
    public static let title = "File browser"
    /// Files up to this size show their picture in their tile; larger ones an icon, as reading
    /// them on the main thread would hold up the page.
    public static let largestThumbnail = 2_000_000

    /// The page's top widget.
    public let root: Widget
    /// Goes to the parent folder.
    public let upButton = Button(label: "Up")
    /// Opens the folder chooser.
    public let openButton = Button(label: "Open folder…")
    /// Shows the folder's path.
    public let location = Label()
    /// Filters the entries by name.
    public let search = SearchEntry(placeholder: "filter by name")
    /// Sets the tiles' size.
    public let tileSlider = Scale(
        minimum: Double(FileBrowserModel.tileSizes.lowerBound),
        maximum: Double(FileBrowserModel.tileSizes.upperBound),
        step: 8
    )
    /// The folder's entries, one tile each.
    public let grid = GridView(maxColumns: 12, selectionMode: .multiple)
    /// How many entries there are, or what is selected.
    public let status = Label()
    /// The page's state.
    public let model: FileBrowserModel
    private let opened = PublishRelay<URL>()
    private let chooser = SerialDisposable()
    private let disposeBag = DisposeBag()

    /// Builds the page on the gallery's sample folder (`sampleFolder()`).
    public convenience init() {
        self.init(folder: FileBrowserPage.sampleFolder())
    }

    /// Builds the page showing `folder`.
    public init(folder: URL) {
        let page = pageFrame(
            title: "File browser",
            explanation: "A folder read on a background queue into a grid. Double-click a folder to enter it; pinch, press Ctrl+plus or Ctrl+minus, or slide to resize the tiles."
        )
        let toolbar = Box(.horizontal, spacing: 8)
        toolbar.append(upButton)
        toolbar.append(openButton)
        location.expandsHorizontally = true
        gtk_label_set_ellipsize(OpaquePointer(location.pointer), PANGO_ELLIPSIZE_START)
        toolbar.append(location)
        page.append(toolbar)
        let filters = Box(.horizontal, spacing: 8)
        search.expandsHorizontally = true
        filters.append(search)
        filters.append(Label("Tile size"))
        gtk_widget_set_size_request(tileSlider.widgetPointer, 160, -1)
        filters.append(tileSlider)
        page.append(filters)
        FileBrowserPage.installStyle()
        grid.addCSSClass("file-browser")
        page.append(ScrolledWindow(child: grid))
        page.append(status)
        root = page

        let grid = self.grid
        model = FileBrowserModel(
            start: folder,
            opened: opened.asSignal(),
            activated: grid.rx.itemActivated.asSignal().compactMap { [weak grid] row -> FileEntry? in
                guard let grid else { return nil }
                return try? grid.rx.model(at: row)
            },
            up: upButton.rx.tap.asSignal(),
            search: search.rx.text.orEmpty.changed.asSignal(),
            zoom: Signal.merge(
                root.rx.keyPressed.asSignal().compactMap { FileBrowserPage.zoom(for: $0) },
                grid.rx.pinched.asSignal().map { TileZoom.pinch($0) },
                tileSlider.rx.value.changed.asSignal().map { TileZoom.size(Int($0)) }
            ),
            selection: grid.rx.itemsSelected.asSignal()
        )
        bind()
    }

    private func bind() {
        model.folder.map(\.path).drive(location.rx.text).disposed(by: disposeBag)
        model.canGoUp.drive(upButton.rx.isEnabled).disposed(by: disposeBag)
        model.query.drive(search.rx.text).disposed(by: disposeBag)
        model.tileSize.map { Double($0) }.drive(tileSlider.rx.value).disposed(by: disposeBag)
        model.status.drive(status.rx.text).disposed(by: disposeBag)
        let tileSize = model.tileSize
        model.entries
            .drive(grid.rx.items) { (grid: GridView, _: Int, entry: FileEntry, bag: DisposeBag) in
                let cell = grid.dequeueCell()
                if cell.isEmpty { cell.setContents([FileTile()]) }
                guard let tile = cell.content(FileTile.self) else { return cell }
                tile.show(entry)
                tileSize.drive(Binder(tile) { tile, size in tile.size = size }).disposed(by: bag)
                return cell
            }
            .disposed(by: disposeBag)

        openButton.rx.tap
            .withLatestFrom(model.folder)
            .asSignal(onErrorSignalWith: .empty())
            .emit(with: self, onNext: { page, folder in page.chooseFolder(startingIn: folder) })
            .disposed(by: disposeBag)
        chooser.disposed(by: disposeBag)
    }

    /// Asks for a folder in the file chooser, over the page's window; the folder chosen is
    /// shown.
    private func chooseFolder(startingIn folder: URL) {
        guard let window = root.window else { return }
        chooser.disposable = window.rx
            .chooseFile(title: "Open a folder", mode: .selectFolder, acceptLabel: "_Open", folder: folder)
            .asObservable()
            .bind(to: opened)
    }

    /// Whether the page's style sheet was given to GTK.
    private static var styleInstalled = false

    /// Takes away the side margins the theme gives every box of a grid view's cell, so the grid
    /// fits more tiles to a line; once per process, for the grids of class "file-browser".
    private static func installStyle() {
        guard !styleInstalled, let display = gdk_display_get_default() else { return }
        styleInstalled = true
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, "gridview.file-browser > child > box { margin: 8px 0; }", -1)
        let priority = guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(UnsafeMutableRawPointer(provider)), priority)
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    /// The zoom a key press asks for: Ctrl with plus (or equals, on keyboards where plus needs
    /// Shift), minus, or 0 for the initial size.
    nonisolated static func zoom(for press: KeyPress) -> TileZoom? {
        guard press.modifiers.contains(.control) else { return nil }
        switch press.name {
        case "plus", "equal", "KP_Add": return .zoomIn
        case "minus", "KP_Subtract": return .zoomOut
        case "0", "KP_0": return .size(FileBrowserModel.initialTileSize)
        default: return nil
        }
    }

    /// Enters the Photos folder of the sample folder as a double click does, makes the tiles
    /// larger with the slider and selects two pictures, so their total size shows.
    public func playDemo() {
        guard let photos = row(named: "Photos") else { return }
        grid.activateRow(photos)
        tileSlider.slide(to: 112)
        guard let sea = row(named: "sea.png"), let sunset = row(named: "sunset.png") else { return }
        grid.select(rows: [sea, sunset])
    }

    /// The row of the entry named `name`, once the folder is read (within a second).
    private func row(named name: String) -> Int? {
        var found: Int?
        GtkEnvironment.runMainLoop(until: {
            found = (0..<grid.rowCount).first { (try? grid.rx.model(at: $0) as FileEntry)?.name == name }
            return found != nil
        }, timeout: 1)
        return found
    }
}

/// The tile of an entry in the grid: its picture (a thumbnail, or the icon of its kind) over
/// its name, which wraps on two lines and is shortened in the middle beyond. A `GtkGrid` holds
/// the two, not a box: the theme gives every box in a grid view's cell wide margins.
@MainActor
public final class FileTile: Widget {
    /// The thumbnail or icon.
    public let image = Image(pixelSize: FileBrowserModel.initialTileSize)
    /// The entry's name.
    public let name = Label()

    /// An empty tile.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_grid_new()))
        let grid = pointer.assumingMemoryBound(to: GtkGrid.self)
        gtk_grid_set_row_spacing(grid, 4)
        gtk_grid_attach(grid, image.widgetPointer, 0, 0, 1, 1)
        gtk_grid_attach(grid, name.widgetPointer, 0, 1, 1, 1)
        let label = OpaquePointer(name.pointer)
        gtk_label_set_xalign(label, 0.5)
        gtk_label_set_justify(label, GTK_JUSTIFY_CENTER)
        name.wraps = true
        gtk_label_set_lines(label, 2)
        gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_MIDDLE)
        // The tile's width decides where the name wraps, not the name's length.
        gtk_label_set_max_width_chars(label, 1)
        name.expandsHorizontally = true
        size = FileBrowserModel.initialTileSize
    }

    /// The side of the picture; the tile is wider, and at least 88 pixels wide, for the name.
    public var size: Int = 0 {
        didSet {
            image.pixelSize = size
            gtk_widget_set_size_request(widgetPointer, Int32(max(size, 64) + 24), -1)
        }
    }

    /// Shows `entry`: a thumbnail for a small picture, the icon of its kind otherwise.
    public func show(_ entry: FileEntry) {
        name.text = entry.name
        if entry.kind == .image, entry.size <= FileBrowserPage.largestThumbnail {
            image.show(.file(entry.url.path))
        } else {
            image.show(.icon(FileTile.iconName(for: entry.kind)))
        }
    }

    /// The icon theme's name for the icon of `kind`.
    static func iconName(for kind: FileEntry.Kind) -> String {
        switch kind {
        case .folder: "folder"
        case .image: "image-x-generic"
        case .text: "text-x-generic"
        case .other: "application-x-generic"
        }
    }
}

extension FileBrowserPage {
    /// The gallery's sample folder, `rxgtk-gallery-files` in the temporary directory, with its
    /// sample files written (`writeSamples(to:)`): the page starts there on any machine, and
    /// its pictures are the same from run to run.
    public static func sampleFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxgtk-gallery-files")
        writeSamples(to: folder)
        return folder
    }

    /// Writes the sample files that `folder` lacks: two folders of documents and pictures, a
    /// few files beside them. Each file is written whole under another name and then renamed,
    /// so a browser reading the folder meanwhile never sees half a file.
    public static func writeSamples(to folder: URL) {
        let texts: [String: String] = [
            "README.txt": "Sample files of the RxSwift GTK gallery's file browser.\n",
            "todo.md": "# To do\n\n- water the plants\n- answer the letters\n- back up the photos\n",
            "Documents/letter.txt": "Dear reader,\n\nthis letter is a sample file.\n\nKind regards\n",
            "Documents/notes.md": "# Notes\n\nPinch the grid, or press Ctrl+plus, to make the tiles larger.\n",
            "Documents/budget.csv": "item,amount\nrent,900\nfood,350\nbooks,40\n",
        ]
        let pictures: [String: SamplePicture] = [
            "palette.png": .palette,
            "Photos/sunset.png": .sunset,
            "Photos/sea.png": .sea,
            "Photos/forest.png": .forest,
            "Photos/night.png": .night,
        ]
        // Each file's contents, made only when the file is missing.
        var samples: [String: @MainActor () -> Data?] = [:]
        for (path, text) in texts {
            samples[path] = { Data(text.utf8) }
        }
        for (path, picture) in pictures {
            samples[path] = { picture.png() }
        }
        samples["backup.dat"] = { Data((0..<1_500).map { UInt8(truncatingIfNeeded: $0 &* 37) }) }
        let manager = FileManager.default
        for subfolder in ["Documents", "Photos"] {
            try? manager.createDirectory(at: folder.appendingPathComponent(subfolder), withIntermediateDirectories: true)
        }
        for (path, contents) in samples where !manager.fileExists(atPath: folder.appendingPathComponent(path).path) {
            try? contents()?.write(to: folder.appendingPathComponent(path), options: .atomic)
        }
    }
}

/// A picture of the sample folder, drawn pixel by pixel and saved as PNG by GDK.
private enum SamplePicture {
    case palette, sunset, sea, forest, night

    /// The pictures' size, in pixels.
    static let width = 160, height = 120

    /// The colour of the pixel at (`x`, `y`), as red, green and blue from 0 to 1.
    func colour(x: Double, y: Double) -> (Double, Double, Double) {
        let u = x / Double(Self.width), v = y / Double(Self.height)
        switch self {
        case .palette:
            let band = Int(u * 6)
            let colours: [(Double, Double, Double)] = [
                (0.9, 0.2, 0.2), (0.95, 0.6, 0.1), (0.95, 0.85, 0.2), (0.3, 0.7, 0.3), (0.2, 0.45, 0.85), (0.55, 0.3, 0.7),
            ]
            let shade = 1 - 0.4 * v
            let colour = colours[min(band, 5)]
            return (colour.0 * shade, colour.1 * shade, colour.2 * shade)
        case .sunset:
            let sun = hypot(x - 80, y - 78) < 22
            if y > 85 { return (0.25, 0.1, 0.3) }
            return sun ? (1, 0.85, 0.4) : (0.95 - 0.3 * v, 0.45 - 0.2 * v, 0.35 + 0.2 * v)
        case .sea:
            return y < 55 ? (0.55 + 0.3 * v, 0.75 + 0.2 * v, 0.95) : (0.05, 0.3 + 0.2 * (1 - v), 0.55 + 0.2 * (1 - v))
        case .forest:
            let tree = abs((x.truncatingRemainder(dividingBy: 40)) - 20) < (y - 20) * 0.3 && y > 20
            return tree ? (0.1, 0.35 + 0.2 * v, 0.15) : (0.75, 0.88, 0.8)
        case .night:
            if hypot(x - 120, y - 30) < 14 { return (0.95, 0.95, 0.85) }
            // A hash of the position scatters the stars without a pattern.
            var hash = UInt32(x) &* 374_761_393 &+ UInt32(y) &* 668_265_263
            hash = (hash ^ (hash >> 13)) &* 1_274_126_177
            let star = (hash ^ (hash >> 16)) % 90 == 0
            return star ? (1, 1, 0.9) : (0.03, 0.05, 0.15 + 0.2 * v)
        }
    }

    /// The picture as PNG data.
    @MainActor
    func png() -> Data? {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(Self.width * Self.height * 4)
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let (red, green, blue) = colour(x: Double(x), y: Double(y))
                pixels += [UInt8(red * 255), UInt8(green * 255), UInt8(blue * 255), 255]
            }
        }
        let bytes = pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        let stride = gsize(Self.width * 4)
        guard let texture = gdk_memory_texture_new(Int32(Self.width), Int32(Self.height), GDK_MEMORY_R8G8B8A8, bytes, stride) else {
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard let png = gdk_texture_save_to_png_bytes(texture) else { return nil }
        defer { g_bytes_unref(png) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(png, &size) else { return nil }
        return Data(bytes: data, count: Int(size))
    }
}
