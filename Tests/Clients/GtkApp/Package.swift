// swift-tools-version:6.2
// A GTK app, built as Xcode 26 builds an app target, that depends on this repository as it would by URL (here by path, to build this
// checkout): the package trait GTK gives it the RxGtk product. scripts/check-gtk-trait-clients.sh
// builds it with warnings as errors.
import Foundation
import PackageDescription

// A package that depends on another by path names it after the folder, which is the repository's
// checkout (its name differs between checkouts), three levels up.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../..").standardizedFileURL
let rx = repository.lastPathComponent

// What Xcode 26 sets for a new app target, and warnings as errors.
let appSettings: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "GtkApp",
    dependencies: [.package(path: repository.path, traits: ["GTK"])],
    targets: [
        .executableTarget(
            name: "Tally",
            dependencies: [
                .product(name: "RxSwift", package: rx),
                .product(name: "RxCocoa", package: rx),
                .product(name: "RxGtk", package: rx),
            ],
            swiftSettings: appSettings
        ),
    ]
)
