// swift-tools-version:6.1
import Foundation
import PackageDescription

// Logging, tracing and metrics for every call of a generated client, as middlewares: swift-log,
// swift-distributed-tracing and swift-metrics, with the OpenTelemetry GenAI semantic
// conventions. This package holds its tests and the README's swift-otel example
// (Examples/otel-example, run by OTelExampleTests); the sources (Sources/AIClientsObservability)
// are the main package's trait-guarded product `AIClientsObservability`, which this package
// depends on with the `Observability` trait on, as an app does: the main package's default build
// never depends on anything but the toolchain.

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
        // The README's swift-otel example only: OTLP over HTTP, without the gRPC exporter (and
        // grpc-swift) that swift-otel's default traits add.
        .package(url: "https://github.com/swift-otel/swift-otel", from: "1.6.0", traits: ["OTLPHTTP"]),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.4.1"),
    ],
    targets: [
        // The README's swift-otel example, a program of its own (OTel bootstraps the process's
        // logging, tracing and metrics): OTelExampleTests runs it against a receiver on 127.0.0.1.
        .executableTarget(
            name: "otel-example",
            dependencies: [
                .product(name: "AIClientsObservability", package: mainPackage),
                .product(name: "OpenAIChat", package: mainPackage),
                .product(name: "OTel", package: "swift-otel"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Examples/otel-example"
        ),
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
                "otel-example",
            ],
            // The OTLP/HTTP receiver OTelExampleTests starts.
            exclude: ["Python"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
