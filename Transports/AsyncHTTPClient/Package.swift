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
    ],
    targets: [
        .target(
            name: "AIClientsAsyncHTTPClient",
            dependencies: [
                .product(name: "AIClientRuntime", package: mainPackage),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
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
        .testTarget(
            name: "AIClientsAsyncHTTPClientTests",
            dependencies: [
                "AIClientsAsyncHTTPClient",
                .product(name: "AIClientRuntime", package: mainPackage),
                // The end-to-end chat stream and the README snippet only.
                .product(name: "OpenAI", package: mainPackage),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
