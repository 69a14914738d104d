import Foundation
import GalleryPages
import RxGtk
import RxSwift

/// `rxgtk-gallery` opens the example gallery; `rxgtk-gallery --snapshots DIR` renders every
/// page into DIR/<page>.png and exits. With `RX_SOAK=1` it also answers the soak test's
/// commands on its standard input (`SoakCommands`).
@MainActor
func runGallery() -> Int32 {
    guard GtkEnvironment.start() else {
        print("rxgtk-gallery: no display to open; run it under Xvfb: xvfb-run -a bash scripts/gallery.sh")
        return 1
    }
    // The Live resources page then lists every binding the gallery makes, with its chain.
    SubscriptionInspector.isEnabled = true
    let arguments = CommandLine.arguments
    if let flag = arguments.firstIndex(of: "--snapshots"), flag + 1 < arguments.count {
        let gallery = GalleryWindow()
        gallery.window.present()
        let directory = arguments[flag + 1]
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var failures = 0
        for page in gallery.pages {
            let name = type(of: page).name
            gallery.show(pageNamed: name)
            page.playDemo()
            let deadline = Date().addingTimeInterval(1)
            GtkEnvironment.runMainLoop(until: { Date() >= deadline })
            let path = "\(directory)/\(name).png"
            // A page that changed since the last frame (the Live resources page refreshes
            // twice a second) may not render until the loop lays it out: try again meanwhile.
            if GtkEnvironment.runMainLoop(until: { gallery.window.renderPNG(to: path) }, timeout: 2) {
                print("wrote \(path)")
            } else {
                print("could not render \(name)")
                failures += 1
            }
        }
        gallery.window.destroy()
        return failures == 0 ? 0 : 1
    }
    let application = Application(id: "org.rxswift.RxGtkGallery")
    var gallery: GalleryWindow?
    application.connect("activate") {
        let window = GalleryWindow()
        gallery = window
        SoakCommands.gallery = window
        application.add(window.window)
        window.window.present()
    }
    if SoakCommands.isRequested {
        SoakCommands.start()
    }
    let status = application.run()
    withExtendedLifetime(gallery) {}
    return status
}

exit(runGallery())
