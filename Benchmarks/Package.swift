// swift-tools-version: 6.1
import PackageDescription

/// ContainerUI's benchmarks, a separate package so that users of ContainerUI never resolve
/// the benchmark framework. Run with `swift package benchmark` from this folder.
let package = Package(
    name: "ContainerUIBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "ContainerUI", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "Resolve",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ContainerUI", package: "ContainerUI"),
                .product(name: "Gallery", package: "ContainerUI"),
            ],
            path: "Benchmarks/Resolve",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Render",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ContainerUI", package: "ContainerUI"),
                .product(name: "Gallery", package: "ContainerUI"),
            ],
            path: "Benchmarks/Render",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Layout",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ContainerUI", package: "ContainerUI"),
                .product(name: "Gallery", package: "ContainerUI"),
            ],
            path: "Benchmarks/Layout",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Profile",
            dependencies: [
                .product(name: "ContainerUI", package: "ContainerUI"),
                .product(name: "Gallery", package: "ContainerUI"),
            ],
            path: "Benchmarks/Profile",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
