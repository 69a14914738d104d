import CGtk
import Foundation
import GalleryPages
#if canImport(Glibc)
import Glibc
#endif
import RxSwift

/// With `RX_SOAK=1` in its environment, the gallery answers commands read from its standard
/// input, one a line, on its standard output, for the soak test (`scripts/soak.sh`):
///
/// - `resources`: prints `soak: resources N`, N being `Resources.total`;
/// - `reset`: builds every page again and shows the first (`GalleryWindow.resetPages()`), then
///   prints `soak: reset`;
/// - `targets`: prints `soak: targets ` and the widgets a person could act on now, as JSON
///   (`GalleryWindow.inputTargets()`);
/// - `trim`: gives the memory the allocator keeps free back to the system (`malloc_trim`), so
///   that the resident memory read next is what the gallery holds, then prints `soak: trimmed`;
/// - `heap`: prints `soak: heap N`, N being the bytes glibc's allocator has handed out and not
///   got back (`mallinfo2`), which no memory kept free by the allocator inflates.
///
/// The commands run on the main thread, between the events GTK handles.
enum SoakCommands {
    /// Whether the environment asks for the commands.
    static var isRequested: Bool {
        ProcessInfo.processInfo.environment["RX_SOAK"] == "1"
    }

    /// The gallery the commands act on, once its window is built.
    @MainActor static var gallery: GalleryWindow?

    /// Reads commands on a thread of their own until standard input closes, and runs each on
    /// the main thread against `gallery`.
    static func start() {
        let reader = Thread {
            while let line = readLine() {
                let command = line.trimmingCharacters(in: .whitespaces)
                Task { @MainActor in
                    guard let window = gallery else { return answer("soak: not ready") }
                    run(command, on: window)
                }
            }
        }
        reader.start()
    }

    @MainActor
    private static func run(_ command: String, on gallery: GalleryWindow) {
        switch command {
        case "resources":
            answer("soak: resources \(Resources.total)")
        case "reset":
            gallery.resetPages()
            answer("soak: reset")
        case "targets":
            let json = (try? JSONEncoder().encode(gallery.inputTargets())).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            answer("soak: targets \(json)")
        case "trim":
            trimAllocator()
            answer("soak: trimmed")
        case "heap":
            answer("soak: heap \(rxgtk_malloc_bytes_in_use())")
        default:
            answer("soak: unknown command \(command)")
        }
    }

    /// Calls glibc's `malloc_trim(0)`, looked up at run time: Swift's Glibc module does not
    /// export `<malloc.h>`. Elsewhere it does nothing.
    @MainActor
    private static func trimAllocator() {
        #if canImport(Glibc)
        typealias MallocTrim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(nil, "malloc_trim") {
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        }
        #endif
    }

    private static func answer(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
