// swift-tools-version:6.0
import PackageDescription

/// Side-by-side benchmarks: this library, OpenCombine and a hand-written baseline, one process.
let package = Package(
    name: "RxBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "RxSwift", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        // Counts heap allocations by interposing the C allocator (glibc only).
        .target(name: "MallocCounter"),
        .executableTarget(
            name: "RxBench",
            dependencies: [
                "MallocCounter",
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
