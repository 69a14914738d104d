// swift-tools-version:6.0
// A Swift 6 language mode library written for upstream RxSwift, as real ones are, built against
// this repository by path. Its closures share non-`Sendable` state that is safe by contract (the
// store is driven from one thread), so it must build with warnings but no error, and its tests
// must pass. scripts/test.sh builds it without warnings as errors and checks both.
import Foundation
import PackageDescription

// A package that depends on another by path names it after the folder, which is the repository's
// checkout (its name differs between checkouts), three levels up.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../..").standardizedFileURL
let rx = repository.lastPathComponent

let package = Package(
    name: "UpstreamStyleSwift6",
    dependencies: [.package(path: repository.path)],
    targets: [
        .target(name: "UnidirectionalStore", dependencies: [.product(name: "RxSwift", package: rx)]),
        .testTarget(
            name: "UnidirectionalStoreTests",
            dependencies: ["UnidirectionalStore", .product(name: "RxTest", package: rx)]
        ),
    ]
)
