// swift-tools-version:6.1
import Foundation
import PackageDescription

// Logging, tracing and metrics for every call of a generated client, as middlewares: swift-log,
// swift-distributed-tracing and swift-metrics, with the OpenTelemetry GenAI semantic
// conventions. This package holds its tests; the sources (Sources/AIClientsObservability) are the
// main package's trait-guarded product `AIClientsObservability`, which this package depends on
// with the `Observability` trait on, as an app does: the main package's default build never
// depends on anything but the toolchain.

// A path dependency's identity is its folder's name, which differs between checkouts and worktrees.
let mainPackage = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "AIClientsObservability",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        .package(path: "../..", traits: ["Observability"]),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.5.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.2.0"),
    ],
    targets: [
        .testTarget(
            name: "AIClientsObservabilityTests",
            dependencies: [
                .product(name: "AIClientsObservability", package: mainPackage),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "AIClientRuntime", package: mainPackage),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
                .product(name: "MetricsTestKit", package: "swift-metrics"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
