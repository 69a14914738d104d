// swift-tools-version:6.2
// An app target as Xcode 26 creates it, built against this repository by path: Swift 6 mode,
// every declaration main-actor isolated unless it says otherwise, nonisolated async functions
// running on their caller's actor and conformances of main-actor types inferred isolated. Its
// view models, services, reactive extensions and custom operators must build with no warning,
// and its tests must pass. scripts/check-default-isolation-client.sh builds and runs it.
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
    name: "DefaultMainActorApp",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: repository.path)],
    targets: [
        .target(
            name: "WeatherApp",
            dependencies: [
                .product(name: "RxSwift", package: rx),
                .product(name: "RxRelay", package: rx),
                .product(name: "RxCocoa", package: rx),
            ],
            swiftSettings: appSettings
        ),
        .testTarget(
            name: "WeatherAppTests",
            dependencies: ["WeatherApp", .product(name: "RxTest", package: rx)],
            swiftSettings: appSettings
        ),
    ]
)
