// swift-tools-version:6.1
import Foundation
import PackageDescription

// The tests and benchmarks of `AIClientsAsyncHTTPClient`: an `HTTPTransport` on
// swift-server/async-http-client (SwiftNIO), for server apps (Vapor, Hummingbird) that already
// run an event loop group, and the NIO WebSocket transport. The sources (Sources/AIClientsAsyncHTTPClient)
// are the main package's trait-guarded product: this package depends on it with the
// `AsyncHTTPClientTransport` trait on, as an app does, so the main package's default build never
// depends on anything but the toolchain.

// A path dependency's identity is its folder's name, which differs between checkouts and worktrees.
let mainPackage = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "AIClientsAsyncHTTPClient",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        .package(path: "../..", traits: ["AsyncHTTPClientTransport"]),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // Already in async-http-client's graph; named for the tests' NIOCore imports.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // Many concurrent streams on both transports; run by Scripts/bench-streams, not by CI.
        .executableTarget(
            name: "bench-streams",
            dependencies: [
                .product(name: "AIClientsAsyncHTTPClient", package: mainPackage),
                .product(name: "OpenAI", package: mainPackage),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]
        ),
        // Realtime events through the NIO WebSocket client; run by Scripts/bench-websocket, not by CI.
        .executableTarget(
            name: "bench-websocket",
            dependencies: [
                .product(name: "AIClientsAsyncHTTPClient", package: mainPackage),
                .product(name: "OpenAIRealtime", package: mainPackage),
            ]
        ),
        .testTarget(
            name: "AIClientsAsyncHTTPClientTests",
            dependencies: [
                .product(name: "AIClientsAsyncHTTPClient", package: mainPackage),
                .product(name: "AIClientRuntime", package: mainPackage),
                // The end-to-end chat stream and the README snippet only.
                .product(name: "OpenAI", package: mainPackage),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                // The Realtime and Responses-over-WebSocket suites.
                .product(name: "OpenAIRealtime", package: mainPackage),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
