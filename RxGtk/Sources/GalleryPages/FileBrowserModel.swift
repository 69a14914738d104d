import Foundation
import RxCocoa
import RxGtk
import RxSwift

/// A file or folder of the folder the file browser shows.
public nonisolated struct FileEntry: Sendable, Equatable {
    /// What kind of file an entry is, for its icon.
    public enum Kind: Sendable, Equatable {
        /// A folder, which the user can enter.
        case folder
        /// A picture (PNG, JPEG, GIF, SVG, WebP, BMP).
        case image
        /// Text (plain text, Markdown, source code, data in text formats).
        case text
        /// Anything else.
        case other
    }

    /// Where the entry is.
    public let url: URL
    /// What kind of file it is.
    public let kind: Kind
    /// Its size in bytes; 0 for a folder.
    public let size: Int

    /// The entry at `url`, of `kind`, `size` bytes long.
    public init(url: URL, kind: Kind, size: Int) {
        self.url = url
        self.kind = kind
        self.size = size
    }

    /// The entry's name.
    public var name: String {
        url.lastPathComponent
    }

    /// The kind of a file named `name`, by its extension.
    public static func kind(ofFileNamed name: String) -> Kind {
        switch (name as NSString).pathExtension.lowercased() {
        case "png", "jpg", "jpeg", "gif", "svg", "webp", "bmp": .image
        case "txt", "md", "swift", "c", "h", "py", "sh", "json", "xml", "yml", "yaml", "csv", "log": .text
        default: .other
        }
    }

    /// The entries of the folder at `folder`, hidden files left out: folders first, then files,
    /// each by name. Reads the disk: call it off the main thread.
    public static func contents(of folder: URL) throws -> [FileEntry] {
        let keys: [URLResourceKey] = [.isDirectoryKey, .fileSizeKey]
        let urls = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        let entries = urls.map { url in
            let values = try? url.resourceValues(forKeys: Set(keys))
            if values?.isDirectory == true {
                return FileEntry(url: url, kind: .folder, size: 0)
            }
            return FileEntry(url: url, kind: kind(ofFileNamed: url.lastPathComponent), size: values?.fileSize ?? 0)
        }
        return entries.sorted { first, second in
            if (first.kind == .folder) != (second.kind == .folder) {
                return first.kind == .folder
            }
            return first.name.lowercased() < second.name.lowercased()
        }
    }
}

/// What the file browser knows of the folder it shows.
public nonisolated enum FolderContents: Sendable, Equatable {
    /// The folder is being read.
    case reading(URL)
    /// The folder's entries.
    case read(URL, [FileEntry])
    /// The folder could not be read, for the reason given.
    case unreadable(URL, String)

    /// The entries read, none while reading or when unreadable.
    public var entries: [FileEntry] {
        if case .read(_, let entries) = self { entries } else { [] }
    }
}

/// A change of the tiles' size the user asks for.
public nonisolated enum TileZoom: Sendable, Equatable {
    /// One step larger (Ctrl+plus).
    case zoomIn
    /// One step smaller (Ctrl+minus).
    case zoomOut
    /// The size the user chose (the slider).
    case size(Int)
    /// A step of a pinch: the size scales with it from the size when it began.
    case pinch(Pinch)
}

/// The file browser's state, as sequences: which folder is shown, what it holds, what the
/// search leaves of it, the tiles' size and a line about the selection. It is built from what
/// the user does and reads folders on `background`; every output is a Driver, delivered on the
/// main thread.
public nonisolated struct FileBrowserModel: Sendable {
    /// The smallest and largest tiles, in pixels.
    public static let tileSizes = 48...256
    /// The tiles' size at the start.
    public static let initialTileSize = 80

    /// The folder shown.
    public let folder: Driver<URL>
    /// Whether the folder shown has a parent to go up to.
    public let canGoUp: Driver<Bool>
    /// The folder's contents as read, off the main thread.
    public let contents: Driver<FolderContents>
    /// The entries whose names contain the search text (all of them for an empty search).
    public let entries: Driver<[FileEntry]>
    /// The search text: emptied when another folder is shown.
    public let query: Driver<String>
    /// The tiles' size, in pixels.
    public let tileSize: Driver<Int>
    /// A line about the folder or the selection: how many entries, or the selected entries'
    /// names and sizes.
    public let status: Driver<String>

    /// The state of a browser that starts in `start`. The user opens folders with `opened`
    /// (a folder chooser), enters the folders of `activated` (other entries are ignored), goes
    /// to the parent folder with `up`, types `search` edits, zooms with `zoom` and selects the
    /// entries at the indexes of `selection` (indexes into `entries`). `read` lists a folder;
    /// it runs on `background`.
    public init(
        start: URL,
        opened: Signal<URL>,
        activated: Signal<FileEntry>,
        up: Signal<Void>,
        search: Signal<String>,
        zoom: Signal<TileZoom>,
        selection: Signal<Set<Int>>,
        read: @escaping @Sendable (URL) throws -> [FileEntry] = FileEntry.contents(of:),
        background: any ImmediateSchedulerType & Sendable = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    ) {
        let start = start.standardizedFileURL
        let moves = Signal.merge(
            opened.map { FolderMove.open($0) },
            activated.filter { $0.kind == .folder }.map { FolderMove.open($0.url) },
            up.map { FolderMove.up }
        )
        folder = moves
            .scan(start) { folder, move in move.applied(to: folder) }
            .asDriver(onErrorJustReturn: start)
            .startWith(start)
            .distinctUntilChanged()
        canGoUp = folder.map { $0.path != "/" }

        contents = folder.flatMapLatest { url in
            Observable.just(url)
                .observe(on: background)
                .map { FolderContents.read($0, try read($0)) }
                .asDriver(onErrorRecover: { error in .just(.unreadable(url, FileBrowserModel.reason(error))) })
                .startWith(.reading(url))
        }
        query = folder.map { _ in "" }
        let currentQuery = Driver.merge(query, search.asDriver(onErrorJustReturn: ""))
        let listings = Driver.combineLatest(contents, currentQuery) { Listing(contents: $0, query: $1) }
        entries = listings.map(\.shown).distinctUntilChanged()

        tileSize = zoom
            .scan(TileSizing(size: FileBrowserModel.initialTileSize)) { sizing, zoom in sizing.applying(zoom) }
            .map(\.size)
            .asDriver(onErrorJustReturn: FileBrowserModel.initialTileSize)
            .startWith(FileBrowserModel.initialTileSize)
            .distinctUntilChanged()

        // One status per listing or selection: a listing whose entries changed clears the
        // selection, as the grid's new rows do.
        status = Driver.merge(
            listings.map { StatusChange.listed($0) },
            selection.asDriver(onErrorJustReturn: []).map { StatusChange.selected($0) }
        )
        .scan(StatusState()) { state, change in state.applying(change) }
        .compactMap(\.line)
        .distinctUntilChanged()
    }

    /// The status line for `listing` with the entries at `selectedRows` (indexes into the
    /// entries shown) selected.
    static func describe(_ listing: Listing, selectedRows: Set<Int>) -> String {
        switch listing.contents {
        case .reading(let folder):
            return "Reading \(folder.lastPathComponent)…"
        case .unreadable(let folder, let reason):
            return "Cannot read \(folder.path): \(reason)"
        case .read(_, let all):
            let selected = selectedRows.sorted().filter { $0 < listing.shown.count }.map { listing.shown[$0] }
            if let entry = selected.first, selected.count == 1 {
                return entry.kind == .folder ? "\(entry.name): folder" : "\(entry.name): \(formatSize(entry.size))"
            }
            if !selected.isEmpty {
                let files = selected.filter { $0.kind != .folder }
                return "\(selected.count) selected, \(formatSize(files.reduce(0) { $0 + $1.size })) in files"
            }
            let items = all.count == 1 ? "1 item" : "\(all.count) items"
            return listing.shown.count == all.count ? items : "\(listing.shown.count) of \(items) match"
        }
    }

    /// `bytes` for people: "512 bytes", "1.5 kB", "2.0 MB" (powers of 1,000).
    static func formatSize(_ bytes: Int) -> String {
        switch bytes {
        case ..<1_000: bytes == 1 ? "1 byte" : "\(bytes) bytes"
        case ..<1_000_000: String(format: "%.1f kB", Double(bytes) / 1_000)
        case ..<1_000_000_000: String(format: "%.1f MB", Double(bytes) / 1_000_000)
        default: String(format: "%.1f GB", Double(bytes) / 1_000_000_000)
        }
    }

    /// Why reading a folder failed, in a few words.
    private static func reason(_ error: Error) -> String {
        let cocoa = error as NSError
        if let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return cocoa.localizedDescription
    }
}

/// A folder's contents and the entries of it the search leaves.
nonisolated struct Listing: Sendable, Equatable {
    /// The folder's contents.
    let contents: FolderContents
    /// The entries whose names contain the search text (all of them for an empty search).
    let shown: [FileEntry]

    /// The listing of `contents` searched for `query` (case and surrounding spaces ignored).
    init(contents: FolderContents, query: String) {
        self.contents = contents
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        shown = contents.entries.filter { trimmed.isEmpty || $0.name.localizedCaseInsensitiveContains(trimmed) }
    }
}

/// What changes the status line.
private nonisolated enum StatusChange: Sendable {
    /// A new listing.
    case listed(Listing)
    /// The user selected the entries at these indexes.
    case selected(Set<Int>)
}

/// The listing shown and the indexes of its selected entries, from which the status line is
/// made.
private nonisolated struct StatusState: Sendable {
    var listing: Listing?
    var selectedRows: Set<Int> = []

    /// The state after `change`.
    func applying(_ change: StatusChange) -> StatusState {
        var next = self
        switch change {
        case .listed(let listing):
            if listing.shown != self.listing?.shown {
                next.selectedRows = []
            }
            next.listing = listing
        case .selected(let rows):
            next.selectedRows = rows
        }
        return next
    }

    /// The status line, once there is a listing.
    var line: String? {
        listing.map { FileBrowserModel.describe($0, selectedRows: selectedRows) }
    }
}

/// A move from one folder to another.
private nonisolated enum FolderMove: Sendable {
    /// To a folder the user opened or entered.
    case open(URL)
    /// To the parent folder.
    case up

    /// The folder this move leads to from `folder`.
    func applied(to folder: URL) -> URL {
        switch self {
        case .open(let url): url.standardizedFileURL
        case .up: folder.path == "/" ? folder : folder.deletingLastPathComponent().standardizedFileURL
        }
    }
}

/// The tiles' size, and during a pinch the size it began at.
private nonisolated struct TileSizing: Sendable {
    var size: Int
    var pinchStart: Int?

    /// The sizing after `zoom`: a step is a quarter larger or smaller, every size is kept in
    /// `FileBrowserModel.tileSizes` and rounded to 8 pixels.
    func applying(_ zoom: TileZoom) -> TileSizing {
        var next = self
        switch zoom {
        case .zoomIn: next.size = Self.fitted(Double(size) * 1.25)
        case .zoomOut: next.size = Self.fitted(Double(size) / 1.25)
        case .size(let size): next.size = Self.fitted(Double(size))
        case .pinch(.began): next.pinchStart = size
        case .pinch(.scaled(let scale)):
            // A pinch whose beginning was missed scales from the size it found.
            let start = pinchStart ?? size
            next.pinchStart = start
            next.size = Self.fitted(Double(start) * scale)
        case .pinch(.ended): next.pinchStart = nil
        }
        return next
    }

    private static func fitted(_ size: Double) -> Int {
        let rounded = Int((size / 8).rounded()) * 8
        return min(max(rounded, FileBrowserModel.tileSizes.lowerBound), FileBrowserModel.tileSizes.upperBound)
    }
}
