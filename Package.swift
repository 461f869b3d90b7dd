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
        name: "ContainerUICore",
        dependencies: ["ContainerUIMacros"],
        swiftSettings: swiftSettings
    ),
    .macro(
        name: "ContainerUIMacros",
        dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ],
        swiftSettings: swiftSettings
    ),
    .target(
        name: "ContainerUI",
        dependencies: ["ContainerUICore"],
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "ContainerUIMacrosTests",
        dependencies: [
            "ContainerUIMacros",
            .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
        ],
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "ContainerUICoreTests",
        dependencies: ["ContainerUICore", "ContainerUI"],
        swiftSettings: swiftSettings
    ),
]

/// The HTTP server on libmicrohttpd; it never imports the view language.
let serverTargets: [Target] = []

let package = Package(
    name: "ContainerUI",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ContainerUI", targets: ["ContainerUI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: languageTargets + serverTargets
)
