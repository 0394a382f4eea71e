// swift-tools-version:6.1
import Foundation
import PackageDescription

// The tests, examples and benchmarks of the main package's trait-guarded products, in one
// package so that they share one build (the runtime, the families they use, SwiftNIO and
// AsyncHTTPClient are compiled once, not once per integration):
//
//   AsyncHTTPClient/  `AIClientsAsyncHTTPClient`: an `HTTPTransport` on swift-server/async-http-client
//                     and the NIO WebSocket transport (trait `AsyncHTTPClientTransport`)
//   Observability/    `AIClientsObservability`: swift-log, swift-distributed-tracing and
//                     swift-metrics middleware (trait `Observability`), and the README's swift-otel
//                     example
//   MCP/              `AIClientsMCP` and its Chat, Responses and Claude products, and
//                     `aiclients-mcp-serve`, on the MCP Swift SDK (trait `MCP`)
//
// The products' sources (each folder's Sources/) belong to the main package, which this package
// depends on with the three traits on, as an app does: the main package's default build never
// depends on anything but the toolchain. Apps import family products (`OpenAIChat`,
// `OpenAIRealtime`, …), not the umbrella `OpenAI`, so this build compiles only what it uses.
// Scripts/test runs each test target on its own (`--filter`), as the timing-sensitive transport
// suites expect a machine not shared with the other integrations' tests.

// A path dependency's identity is its folder's name, which differs between checkouts and worktrees.
let mainPackage = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent

func main(_ product: String) -> Target.Dependency { .product(name: product, package: mainPackage) }

let package = Package(
    name: "AIClientsIntegrations",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        .package(path: "..", traits: ["AsyncHTTPClientTransport", "Observability", "MCP"]),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // Already in async-http-client's graph; named for the tests' NIOCore imports.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.5.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.2.0"),
        // The README's swift-otel example only: OTLP over HTTP, without the gRPC exporter (and
        // grpc-swift) that swift-otel's default traits add.
        .package(url: "https://github.com/swift-otel/swift-otel", from: "1.6.0", traits: ["OTLPHTTP"]),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.4.1"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // For the pipes to an MCP server process (already in the SDK's graph).
        .package(url: "https://github.com/apple/swift-system", from: "1.0.0"),
    ],
    targets: [
        // MARK: AsyncHTTPClient

        // Many concurrent streams on both transports; run by Scripts/bench-streams, not by CI.
        .executableTarget(
            name: "bench-streams",
            dependencies: [
                main("AIClientsAsyncHTTPClient"), main("OpenAIChat"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            path: "AsyncHTTPClient/Sources/bench-streams"
        ),
        // Realtime events through the NIO WebSocket client; run by Scripts/bench-websocket, not by CI.
        .executableTarget(
            name: "bench-websocket",
            dependencies: [main("AIClientsAsyncHTTPClient"), main("OpenAIRealtime")],
            path: "AsyncHTTPClient/Sources/bench-websocket"
        ),
        .testTarget(
            name: "AIClientsAsyncHTTPClientTests",
            dependencies: [
                main("AIClientsAsyncHTTPClient"), main("AIClientRuntime"),
                // The end-to-end chat stream and the README snippet.
                main("OpenAIChat"),
                // The Realtime, Responses-over-WebSocket and Live suites.
                main("OpenAIRealtime"), main("OpenAIResponses"), main("OpenAILive"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            path: "AsyncHTTPClient/Tests/AIClientsAsyncHTTPClientTests"
        ),

        // MARK: Observability

        // The README's swift-otel example, a program of its own (OTel bootstraps the process's
        // logging, tracing and metrics): OTelExampleTests runs it against a receiver on 127.0.0.1.
        .executableTarget(
            name: "otel-example",
            dependencies: [
                main("AIClientsObservability"), main("OpenAIChat"),
                .product(name: "OTel", package: "swift-otel"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Observability/Examples/otel-example"
        ),
        // A first app's main.swift that reads observed chat, Responses and Claude streams in
        // top-level code: TopLevelObservabilityTests runs it.
        .executableTarget(
            name: "observed-streams",
            dependencies: [
                main("AIClientsObservability"), main("OpenAIChat"), main("OpenAIResponses"), main("AnthropicMessages"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
            ],
            path: "Observability/Tests/ObservedStreams"
        ),
        .testTarget(
            name: "AIClientsObservabilityTests",
            dependencies: [
                main("AIClientsObservability"), main("AIClientRuntime"),
                // The streams of each family, in functions (ObservedStreamTests).
                main("OpenAIChat"), main("OpenAIResponses"), main("AnthropicMessages"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
                .product(name: "MetricsTestKit", package: "swift-metrics"),
                "otel-example", "observed-streams",
            ],
            path: "Observability/Tests/AIClientsObservabilityTests",
            // The OTLP/HTTP receiver OTelExampleTests starts.
            exclude: ["Python"]
        ),

        // MARK: MCP

        // An MCP server over stdio for the tests, written with the SDK (not with our code).
        .executableTarget(
            name: "mcp-test-server",
            dependencies: [.product(name: "MCP", package: "swift-sdk")],
            path: "MCP/Sources/mcp-test-server"
        ),
        // An app that uses MCPToolbox, for the tests that watch a host process (a server that
        // dies must not kill it or keep it busy) and for Scripts/bench-mcp.
        .executableTarget(
            name: "mcp-test-host",
            dependencies: [main("AIClientsMCP")],
            path: "MCP/Sources/mcp-test-host"
        ),
        .testTarget(
            name: "AIClientsMCPTests",
            dependencies: [
                main("AIClientsMCP"), main("AIClientsMCPChat"), main("AIClientsMCPResponses"), main("AIClientsMCPClaude"),
                // Built into this package's build folder, where ServerProcess starts it.
                main("aiclients-mcp-serve"),
                "mcp-test-server", "mcp-test-host",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "SystemPackage", package: "swift-system"),
                main("AIClientRuntime"), main("OpenAIChat"), main("OpenAIResponses"), main("AnthropicMessages"),
            ],
            path: "MCP/Tests/AIClientsMCPTests",
            // Tool manifests (checked by the generator's ToolManifestOpenAITests) and the Python SDK driver.
            exclude: ["Fixtures", "Python"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
