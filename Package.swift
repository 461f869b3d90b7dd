// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// One settings array for every target: Swift 6 language mode plus the upcoming features we hold ourselves to.
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// The view language, its macro and its renderers.
let languageTargets: [Target] = [
    .target(
        name: "UniformTypeIdentifiers",
        swiftSettings: swiftSettings
    ),
    .target(
        name: "ContainerUICore",
        dependencies: [
            "ContainerUIMacros",
            "UniformTypeIdentifiers",
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            .product(name: "OpenCombineFoundation", package: "OpenCombine"),
        ],
        swiftSettings: swiftSettings,
        // The toolchain's ICU (under Foundation): plural rules and measurements with units.
        linkerSettings: [.linkedLibrary("_FoundationICU")]
    ),
    .macro(
        name: "ContainerUIMacros",
        dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ],
        swiftSettings: swiftSettings
    ),
    .systemLibrary(
        name: "CFreeType",
        pkgConfig: "freetype2",
        providers: [.apt(["libfreetype-dev"])]
    ),
    .systemLibrary(
        name: "CHarfBuzz",
        pkgConfig: "harfbuzz",
        providers: [.apt(["libharfbuzz-dev"])]
    ),
    .target(
        name: "ContainerLayout",
        dependencies: ["ContainerUICore", "CFreeType", "CHarfBuzz"],
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "ContainerLayoutTests",
        dependencies: ["ContainerLayout", "ContainerUI", "Gallery"],
        exclude: ["Golden"],
        swiftSettings: swiftSettings
    ),
    .target(
        name: "ContainerHTML",
        dependencies: ["ContainerUICore", "ContainerLayout"],
        exclude: ["README.md"],
        swiftSettings: swiftSettings
    ),
    .target(
        name: "ContainerUI",
        dependencies: ["ContainerUICore", "ContainerHTML", "ContainerLayout"],
        swiftSettings: swiftSettings
    ),
    .target(
        name: "RenderSamples",
        dependencies: ["ContainerUI", "Gallery"],
        swiftSettings: swiftSettings
    ),
    .executableTarget(
        name: "render-samples",
        dependencies: ["ContainerUI", "RenderSamples"],
        swiftSettings: swiftSettings
    ),
    .executableTarget(
        name: "notes-app",
        dependencies: ["ContainerUI"],
        path: "Sources/NotesApp",
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "ContainerHTMLTests",
        dependencies: ["ContainerHTML", "ContainerUI", "RenderSamples"],
        exclude: ["Golden"],
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "ContainerUIMacrosTests",
        dependencies: [
            "ContainerUIMacros",
            .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
        ],
        swiftSettings: swiftSettings
    ),
    .target(
        name: "Gallery",
        dependencies: ["ContainerUI"],
        swiftSettings: swiftSettings,
        plugins: ["GallerySourcesPlugin"]
    ),
    .testTarget(
        name: "SeedCompatibilityTests",
        dependencies: ["ContainerUI"],
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "ContainerUICoreTests",
        dependencies: ["ContainerUICore", "ContainerUI"],
        swiftSettings: swiftSettings
    ),
]

/// The HTTP server on libmicrohttpd; it never imports the view language.
let serverTargets: [Target] = [
    .systemLibrary(
        name: "CMicroHTTPD",
        pkgConfig: "libmicrohttpd",
        providers: [.apt(["libmicrohttpd-dev"])]
    ),
    .systemLibrary(
        name: "CZlib",
        pkgConfig: "zlib",
        providers: [.apt(["zlib1g-dev"])]
    ),
    .target(
        name: "CMHDShim",
        dependencies: ["CMicroHTTPD"]
    ),
    .target(
        name: "MicroHTTP",
        dependencies: [
            "CMicroHTTPD",
            "CMHDShim",
            "CZlib",
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Metrics", package: "swift-metrics"),
            .product(name: "Prometheus", package: "swift-prometheus"),
        ],
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "MicroHTTPTests",
        dependencies: [
            "MicroHTTP",
            "CZlib",
            .product(name: "Prometheus", package: "swift-prometheus"),
        ],
        swiftSettings: swiftSettings
    ),
]

/// The executable that joins the language and the server, and the build plugin that embeds the
/// gallery's source text into it.
let appTargets: [Target] = [
    .executableTarget(
        name: "embed-gallery-sources",
        path: "Sources/GallerySourceEmbedder",
        swiftSettings: swiftSettings
    ),
    .plugin(
        name: "GallerySourcesPlugin",
        capability: .buildTool(),
        dependencies: ["embed-gallery-sources"],
        path: "Sources/GallerySourcesPlugin"
    ),
    .testTarget(
        name: "GalleryTests",
        dependencies: ["Gallery", "GalleryWeb", "ContainerUI", "MicroHTTP"],
        swiftSettings: swiftSettings
    ),
    .target(
        name: "GalleryWeb",
        dependencies: ["ContainerUI", "Gallery", "MicroHTTP"],
        swiftSettings: swiftSettings
    ),
    .executableTarget(
        name: "GalleryServer",
        dependencies: [
            "ContainerUI",
            "Gallery",
            "GalleryWeb",
            "MicroHTTP",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Prometheus", package: "swift-prometheus"),
        ],
        swiftSettings: swiftSettings
    ),
]

let package = Package(
    name: "ContainerUI",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ContainerUI", targets: ["ContainerUI"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "gallery", targets: ["GalleryServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: languageTargets + serverTargets + appTargets
)
