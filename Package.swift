// swift-tools-version:6.2
import PackageDescription

/// ReactiveX for Swift 6: RxSwift-compatible modules built in Swift 6 language mode.
let package = Package(
    name: "RxSwift",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "RxRelay", targets: ["RxRelay"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
        .library(name: "RxCocoa", targets: ["RxCocoa"]),
        // GTK 4 apps on Linux; empty unless the dependency enables the trait GTK.
        .library(name: "RxGtk", targets: ["RxGtk"]),
        // GTK's C API as Swift sees it, for what RxGtk does not wrap; needs the trait GTK too.
        .library(name: "CGtk", targets: ["CGtk"]),
        .executable(name: "rx-example", targets: ["RxExample"]),
    ],
    traits: [
        .trait(
            name: "GTK",
            description: "Builds RxGtk against the system's GTK 4 (pkg-config gtk4). Off by default, so that a package using only the core libraries never needs GTK."
        ),
    ],
    targets: [
        // C declarations the Swift overlays do not import (glibc's single-thread flag, for `RxLock`).
        .target(name: "RxSwiftShims"),
        .target(name: "RxSwift", dependencies: ["RxSwiftShims"]),
        .target(name: "RxRelay", dependencies: ["RxSwift"]),
        .target(name: "RxTest", dependencies: ["RxSwift"]),
        .target(name: "RxBlocking", dependencies: ["RxSwift"]),
        .target(name: "RxCocoa", dependencies: ["RxSwift", "RxRelay"]),
        // Only with the trait is GTK in the build plan: RxGtk's sources are all inside `#if GTK`,
        // and the system library is not probed for a package that never enables the trait.
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .target(name: "RxGtk", dependencies: [
            .target(name: "CGtk", condition: .when(traits: ["GTK"])),
            "RxSwift",
            "RxCocoa",
        ]),
        .executableTarget(name: "RxExample", dependencies: ["RxSwift", "RxRelay"]),
        // What the test targets share: helpers for recording from `@Sendable` closures.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "RxSwiftTests", dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxBlocking", "TestSupport"]),
        .testTarget(name: "RxRelayTests", dependencies: ["RxSwift", "RxRelay", "RxTest"]),
        .testTarget(name: "RxTestTests", dependencies: ["RxSwift", "RxTest"]),
        .testTarget(name: "RxBlockingTests", dependencies: ["RxSwift", "RxBlocking", "RxTest"]),
        .testTarget(name: "RxCocoaTests", dependencies: ["RxCocoa", "RxSwift", "RxRelay", "RxTest"]),
        // The library used as a Swift 6 mode app uses it (Sendable holders, actors, a main-actor
        // class moving elements to a background queue); built with warnings as errors, and with
        // non-`Sendable` captures in `@Sendable` closures as errors even without that flag, as a
        // team that wants them as errors builds (docs/Concurrency.md; SwiftPM 6.2 spells it
        // `.treatWarning("SendableClosureCaptures", as: .error)`).
        .testTarget(
            name: "Swift6ClientTests",
            dependencies: ["RxSwift", "RxRelay", "RxTest"],
            swiftSettings: [.unsafeFlags(["-Werror", "SendableClosureCaptures"])]
        ),
        // A Swift 6 mode app file using RxCocoa's Observation bridge with main-actor models.
        .testTarget(
            name: "Swift6ObservationClientTests",
            dependencies: ["RxSwift", "RxCocoa", "RxTest"],
            swiftSettings: [.unsafeFlags(["-Werror", "SendableClosureCaptures"])]
        ),
        // The library used from Swift 5 mode code, UIKit style: main-actor classes whose operator
        // closures read and write their state; must compile without a warning.
        .testTarget(
            name: "Swift5ClientTests",
            dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxTest"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
