import Foundation
import GalleryPages
import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

// The model's Drivers deliver on the main scheduler, which runs at once on the main thread
// (where XCTest runs these tests), so each output is recorded at the tick of its input; reads
// go through the test scheduler, standing for the background queue, and are done a tick later
// (the test scheduler's processing delay).
final class FileBrowserModelTests: LeakCheckingTestCase {
    private static let photos = URL(fileURLWithPath: "/photos")
    private static let year = URL(fileURLWithPath: "/photos/2024")
    private static let folderEntry = FileEntry(url: year, kind: .folder, size: 0)
    private static let fileEntries = [
        FileEntry(url: photos.appendingPathComponent("notes.txt"), kind: .text, size: 512),
        FileEntry(url: photos.appendingPathComponent("sun.png"), kind: .image, size: 1_500),
    ]

    /// A folder tree of two folders; any other folder cannot be read.
    private static func read(_ folder: URL) throws -> [FileEntry] {
        switch folder.path {
        case photos.path: [folderEntry] + fileEntries
        case year.path: [FileEntry(url: year.appendingPathComponent("snow.png"), kind: .image, size: 2_000_000)]
        default: throw CocoaError(.fileReadNoSuchFile)
        }
    }

    /// A model over the folder tree, whose inputs are the scheduler's hot sequences (none by
    /// default).
    private func model(
        _ scheduler: TestScheduler,
        opened: [Recorded<Event<URL>>] = [],
        activated: [Recorded<Event<FileEntry>>] = [],
        up: [Recorded<Event<Void>>] = [],
        search: [Recorded<Event<String>>] = [],
        zoom: [Recorded<Event<TileZoom>>] = [],
        selection: [Recorded<Event<Set<Int>>>] = []
    ) -> FileBrowserModel {
        func signal<Element>(_ events: [Recorded<Event<Element>>]) -> Signal<Element> {
            scheduler.createHotObservable(events).asSignal(onErrorSignalWith: .empty())
        }
        return FileBrowserModel(
            start: Self.photos,
            opened: signal(opened),
            activated: signal(activated),
            up: signal(up),
            search: signal(search),
            zoom: signal(zoom),
            selection: signal(selection),
            read: Self.read,
            background: scheduler
        )
    }

    func testOpeningEnteringAndGoingUpMoveBetweenFolders() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = model(
            scheduler,
            opened: [.next(210, Self.year)],
            activated: [.next(220, Self.fileEntries[0]), .next(230, Self.folderEntry)],
            up: [.next(240, ()), .next(250, ()), .next(260, ())]
        )
        let folders = scheduler.createObserver(String.self)
        let canGoUp = scheduler.createObserver(Bool.self)
        scheduler.run { [model.folder.map(\.path).drive(folders), model.canGoUp.drive(canGoUp)] }
        XCTAssertEqual(folders.events, [
            .next(200, "/photos"), .next(210, "/photos/2024"), .next(240, "/photos"), .next(250, "/"),
        ], "a file is not entered, entering the folder shown changes nothing, and / has no parent")
        XCTAssertEqual(canGoUp.events, [.next(200, true), .next(210, true), .next(240, true), .next(250, false)])
    }

    func testFoldersAreReadThroughTheBackgroundSchedulerAndUnreadableOnesSaySo() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let missing = URL(fileURLWithPath: "/missing")
        let model = model(scheduler, opened: [.next(210, Self.year), .next(220, missing)])
        let contents = scheduler.createObserver(FolderContents.self)
        let statuses = scheduler.createObserver(String.self)
        scheduler.run {
            let subscriptions = [model.contents.drive(contents), model.status.drive(statuses)]
            XCTAssertEqual(contents.events, [.next(200, .reading(Self.photos))], "nothing is read on the subscribing thread")
            return subscriptions
        }
        let reason = CocoaError(.fileReadNoSuchFile).localizedDescription
        XCTAssertEqual(contents.events, [
            .next(200, .reading(Self.photos)), .next(201, .read(Self.photos, [Self.folderEntry] + Self.fileEntries)),
            .next(210, .reading(Self.year)), .next(211, .read(Self.year, try Self.read(Self.year))),
            .next(220, .reading(missing)), .next(221, .unreadable(missing, reason)),
        ])
        XCTAssertEqual(statuses.events, [
            .next(200, "Reading photos…"), .next(201, "3 items"),
            .next(210, "Reading 2024…"), .next(211, "1 item"),
            .next(220, "Reading missing…"), .next(221, "Cannot read /missing: \(reason)"),
        ])
    }

    func testTheSearchFiltersTheNamesAndAnotherFolderEmptiesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = model(scheduler, activated: [.next(230, Self.folderEntry)], search: [.next(210, "SUN"), .next(220, " o ")])
        let names = scheduler.createObserver([String].self)
        let queries = scheduler.createObserver(String.self)
        scheduler.run { [model.entries.map { $0.map(\.name) }.drive(names), model.query.drive(queries)] }
        XCTAssertEqual(names.events, [
            .next(200, []), .next(201, ["2024", "notes.txt", "sun.png"]),
            .next(210, ["sun.png"]),
            .next(220, ["notes.txt"]),
            .next(230, []), .next(231, ["snow.png"]),
        ], "the names contain the search text, whatever its case and surrounding spaces")
        XCTAssertEqual(queries.events, [.next(200, ""), .next(230, "")])
    }

    func testZoomingStepsScalesAndBoundsTheTileSize() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = model(scheduler, zoom: [
            .next(210, .zoomIn), .next(220, .zoomIn), .next(230, .zoomOut), .next(240, .size(300)),
            .next(250, .pinch(.began)), .next(260, .pinch(.scaled(0.5))), .next(270, .pinch(.scaled(0.25))), .next(280, .pinch(.ended)),
            .next(290, .zoomOut), .next(300, .zoomOut),
            .next(310, .pinch(.began)), .next(320, .pinch(.scaled(2))), .next(330, .pinch(.ended)),
            .next(340, .pinch(.scaled(1.5))),
        ])
        let sizes = scheduler.createObserver(Int.self)
        scheduler.run { [model.tileSize.drive(sizes)] }
        XCTAssertEqual(sizes.events, [
            .next(200, 80), .next(210, 104), .next(220, 128), .next(230, 104), .next(240, 256),
            .next(260, 128), .next(270, 64), .next(290, 48), .next(320, 96), .next(340, 144),
        ], "a step is a quarter, rounded to 8; sizes stay from 48 to 256; a pinch scales the size it began at, one whose beginning was missed the size it found")
    }

    func testTheStatusTellsTheCountOrTheSelection() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = model(
            scheduler,
            search: [.next(260, "n")],
            selection: [.next(210, [1]), .next(220, [2, 1]), .next(230, [0]), .next(240, []), .next(250, [7]), .next(270, [0])]
        )
        let statuses = scheduler.createObserver(String.self)
        scheduler.run { [model.status.drive(statuses)] }
        XCTAssertEqual(statuses.events, [
            .next(200, "Reading photos…"), .next(201, "3 items"),
            .next(210, "notes.txt: 512 bytes"),
            .next(220, "2 selected, 2.0 kB in files"),
            .next(230, "2024: folder"),
            .next(240, "3 items"),
            .next(260, "2 of 3 items match"),
            .next(270, "notes.txt: 512 bytes"),
        ], "a row beyond the entries is left out; rows are those of the entries shown")
    }
}

private extension TestScheduler {
    /// Makes the subscriptions of `subscribe` at 200, disposes of them at 1000, and runs the
    /// clock to its end.
    func run(_ subscribe: @escaping () -> [Disposable]) {
        var subscriptions: [Disposable] = []
        scheduleAt(200) { subscriptions = subscribe() }
        scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        start()
    }
}
