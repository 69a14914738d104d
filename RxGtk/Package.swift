// swift-tools-version:6.2
import PackageDescription

/// An app target as Xcode 26 makes it: Swift 6 mode, every declaration main-actor unless it says
/// otherwise, nonisolated async functions run on their caller's actor, conformances of main-actor
/// types are main-actor isolated; and warnings are errors. The gallery and the client tests are
/// built so, as the project's own first user.
let appTargetSettings: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
    .treatAllWarnings(as: .error),
]

/// RxGtk: reactive GTK4 apps on Linux. Its own package, so the core libraries keep building
/// without system libraries; it depends on the root package by path. Each target declares the
/// modules it imports, and only those.
let package = Package(
    name: "RxGtk",
    products: [
        .library(name: "RxGtk", targets: ["RxGtk"]),
        .executable(name: "rxgtk-gallery", targets: ["RxGtkGallery"]),
        .executable(name: "main-loop-latency", targets: ["MainLoopLatency"]),
        .executable(name: "list-update-cost", targets: ["ListUpdateCost"]),
    ],
    dependencies: [
        .package(name: "RxSwift", path: ".."),
    ],
    targets: [
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .target(name: "RxGtk", dependencies: [
            "CGtk",
            .product(name: "RxSwift", package: "RxSwift"),
            .product(name: "RxCocoa", package: "RxSwift"),
        ]),
        .target(name: "GalleryPages", dependencies: [
            "RxGtk",
            "CGtk",
            .product(name: "RxSwift", package: "RxSwift"),
            .product(name: "RxRelay", package: "RxSwift"),
            .product(name: "RxCocoa", package: "RxSwift"),
        ], swiftSettings: appTargetSettings),
        .executableTarget(name: "RxGtkGallery", dependencies: [
            "RxGtk",
            "GalleryPages",
            .product(name: "RxSwift", package: "RxSwift"),
        ], swiftSettings: appTargetSettings),
        // Measures how soon work sent to the main thread runs under GLib's loop.
        .executableTarget(name: "MainLoopLatency", dependencies: [
            "RxGtk",
            "CGtk",
            .product(name: "RxSwift", package: "RxSwift"),
        ]),
        // Measures one update of an identity-aware list, from the new elements to the frame
        // that shows them, at 100 and at 10,000 rows.
        .executableTarget(name: "ListUpdateCost", dependencies: [
            "RxGtk",
            "CGtk",
            .product(name: "RxSwift", package: "RxSwift"),
            .product(name: "RxCocoa", package: "RxSwift"),
        ]),
        .testTarget(name: "RxGtkTests", dependencies: [
            "RxGtk",
            "GalleryPages",
            "CGtk",
            .product(name: "RxSwift", package: "RxSwift"),
            .product(name: "RxRelay", package: "RxSwift"),
            .product(name: "RxTest", package: "RxSwift"),
            .product(name: "RxCocoa", package: "RxSwift"),
        ]),
        // A Swift 6 mode app of a user's, built with warnings as errors by scripts/test.sh: its
        // main-actor classes bind widgets without isolation assertions.
        .testTarget(name: "RxGtkClientTests", dependencies: [
            "RxGtk",
            .product(name: "RxSwift", package: "RxSwift"),
            .product(name: "RxRelay", package: "RxSwift"),
            .product(name: "RxCocoa", package: "RxSwift"),
        ], swiftSettings: appTargetSettings),
    ],
    swiftLanguageModes: [.v6]
)
