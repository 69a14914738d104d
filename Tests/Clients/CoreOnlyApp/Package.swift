// swift-tools-version:6.0
// A package that uses only the core libraries of this repository, written before package traits
// existed: it must build on a machine without GTK, and its build plan must hold no GTK target.
// scripts/check-gtk-trait-clients.sh builds it with pkg-config unable to find GTK.
import Foundation
import PackageDescription

// A package that depends on another by path names it after the folder, which is the repository's
// checkout (its name differs between checkouts), three levels up.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../..").standardizedFileURL
let rx = repository.lastPathComponent

let package = Package(
    name: "CoreOnlyApp",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: repository.path)],
    targets: [
        .target(
            name: "Cart",
            dependencies: [
                .product(name: "RxSwift", package: rx),
                .product(name: "RxRelay", package: rx),
                .product(name: "RxCocoa", package: rx),
            ]
        ),
        .testTarget(name: "CartTests", dependencies: ["Cart", .product(name: "RxTest", package: rx)]),
    ]
)
