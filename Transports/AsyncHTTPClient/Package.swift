// swift-tools-version:6.0
import Foundation
import PackageDescription

// An `HTTPTransport` on swift-server/async-http-client (SwiftNIO), for server apps (Vapor,
// Hummingbird) that already run an event loop group. A separate package so that the main
// package never depends on anything but the toolchain.

// A path dependency's identity is its folder's name, which differs between checkouts and worktrees.
let mainPackage = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "AIClientsAsyncHTTPClient",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "AIClientsAsyncHTTPClient", targets: ["AIClientsAsyncHTTPClient"]),
    ],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // Already in async-http-client's graph; named for the NIOCore/NIOHTTP1 imports.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // The NIO WebSocket client (`NIOWebSocketTransport`): every package it uses (swift-nio,
        // nio-ssl, nio-extras, nio-transport-services, atomics) is already in async-http-client's graph.
        .package(url: "https://github.com/vapor/websocket-kit", from: "2.16.2"),
    ],
    targets: [
        .target(
            name: "AIClientsAsyncHTTPClient",
            dependencies: [
                .product(name: "AIClientRuntime", package: mainPackage),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "WebSocketKit", package: "websocket-kit"),
            ]
        ),
        // Many concurrent streams on both transports; run by Scripts/bench-streams, not by CI.
        .executableTarget(
            name: "bench-streams",
            dependencies: [
                "AIClientsAsyncHTTPClient",
                .product(name: "OpenAI", package: mainPackage),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]
        ),
        // Realtime events through the NIO WebSocket client; run by Scripts/bench-websocket, not by CI.
        .executableTarget(
            name: "bench-websocket",
            dependencies: [
                "AIClientsAsyncHTTPClient",
                .product(name: "OpenAIRealtime", package: mainPackage),
            ]
        ),
        .testTarget(
            name: "AIClientsAsyncHTTPClientTests",
            dependencies: [
                "AIClientsAsyncHTTPClient",
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
