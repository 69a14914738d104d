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

/// RxGtk's apps and tests: the gallery, two measuring tools, RxGtk's own tests and a user's app.
/// The RxGtk library itself is in the root package, behind its trait GTK, which this package
/// enables as a GTK app does. Each target declares the modules it imports, and only those.
let package = Package(
    name: "RxGtkApps",
    products: [
        .executable(name: "rxgtk-gallery", targets: ["RxGtkGallery"]),
        .executable(name: "main-loop-latency", targets: ["MainLoopLatency"]),
        .executable(name: "list-update-cost", targets: ["ListUpdateCost"]),
    ],
    dependencies: [
        .package(name: "RxSwift", path: "..", traits: ["GTK"]),
    ],
    targets: [
        .target(name: "GalleryPages", dependencies: [
            .product(name: "RxGtk", package: "RxSwift"),
            .product(name: "CGtk", package: "RxSwift"),
            .product(name: "RxSwift", package: "RxSwift"),
            .product(name: "RxRelay", package: "RxSwift"),
            .product(name: "RxCocoa", package: "RxSwift"),
        ], swiftSettings: appTargetSettings),
        .executableTarget(name: "RxGtkGallery", dependencies: [
            .product(name: "RxGtk", package: "RxSwift"),
            "GalleryPages",
            .product(name: "RxSwift", package: "RxSwift"),
        ], swiftSettings: appTargetSettings),
        // Measures how soon work sent to the main thread runs under GLib's loop.
        .executableTarget(name: "MainLoopLatency", dependencies: [
            .product(name: "RxGtk", package: "RxSwift"),
            .product(name: "CGtk", package: "RxSwift"),
            .product(name: "RxSwift", package: "RxSwift"),
        ]),
        // Measures one update of an identity-aware list, from the new elements to the frame
        // that shows them, at 100 and at 10,000 rows.
        .executableTarget(name: "ListUpdateCost", dependencies: [
            .product(name: "RxGtk", package: "RxSwift"),
            .product(name: "CGtk", package: "RxSwift"),
            .product(name: "RxSwift", package: "RxSwift"),
            .product(name: "RxCocoa", package: "RxSwift"),
        ]),
        .testTarget(name: "RxGtkTests", dependencies: [
            .product(name: "RxGtk", package: "RxSwift"),
            "GalleryPages",
            .product(name: "CGtk", package: "RxSwift"),
            .product(name: "RxSwift", package: "RxSwift"),
            .product(name: "RxRelay", package: "RxSwift"),
            .product(name: "RxTest", package: "RxSwift"),
            .product(name: "RxCocoa", package: "RxSwift"),
        ]),
        // A Swift 6 mode app of a user's, built with warnings as errors by scripts/test.sh: its
        // main-actor classes bind widgets without isolation assertions.
        .testTarget(name: "RxGtkClientTests", dependencies: [
            .product(name: "RxGtk", package: "RxSwift"),
            .product(name: "RxSwift", package: "RxSwift"),
            .product(name: "RxRelay", package: "RxSwift"),
            .product(name: "RxCocoa", package: "RxSwift"),
        ], swiftSettings: appTargetSettings),
    ],
    swiftLanguageModes: [.v6]
)
