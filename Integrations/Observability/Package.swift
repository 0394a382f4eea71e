// swift-tools-version:6.0
import Foundation
import PackageDescription

// Logging, tracing and metrics for every call of a generated client, as middlewares: swift-log,
// swift-distributed-tracing and swift-metrics, with the OpenTelemetry GenAI semantic
// conventions. A separate package so that the main package never depends on anything but the
// toolchain; it needs only the main package's runtime.

// A path dependency's identity is its folder's name, which differs between checkouts and worktrees.
let mainPackage = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "AIClientsObservability",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "AIClientsObservability", targets: ["AIClientsObservability"]),
    ],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.5.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.2.0"),
    ],
    targets: [
        .target(
            name: "AIClientsObservability",
            dependencies: [
                .product(name: "AIClientRuntime", package: mainPackage),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ]
        ),
        .testTarget(
            name: "AIClientsObservabilityTests",
            dependencies: [
                "AIClientsObservability",
                .product(name: "AIClientRuntime", package: mainPackage),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
                .product(name: "MetricsTestKit", package: "swift-metrics"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
