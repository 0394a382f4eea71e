// swift-tools-version:6.0
import Foundation
import PackageDescription

// Side-by-side measurements against peers. A separate package so that the main package never
// depends on anything but the toolchain: run with `Scripts/bench-sse`,
// `Scripts/bench-decode`, `Scripts/bench-upload-memory`, `Scripts/bench-batch`,
// `Scripts/bench-middleware` and `Scripts/bench-encode`.

// A path dependency's identity is its folder's name, which differs between checkouts and worktrees.
let mainPackage = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "AIClientsBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .executableTarget(
            name: "bench-sse",
            dependencies: [
                .product(name: "AIClientRuntime", package: mainPackage),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .executableTarget(
            name: "bench-decode",
            dependencies: [
                .product(name: "OpenAI", package: mainPackage),
                .product(name: "Anthropic", package: mainPackage),
                .product(name: "AIClientRuntime", package: mainPackage),
            ]
        ),
        .executableTarget(
            name: "bench-batch",
            dependencies: [
                .product(name: "OpenAI", package: mainPackage),
                .product(name: "AIClientRuntime", package: mainPackage),
            ]
        ),
        .executableTarget(
            name: "bench-middleware",
            dependencies: [
                .product(name: "AIClientRuntime", package: mainPackage),
            ]
        ),
        .executableTarget(
            name: "bench-encode",
            dependencies: [
                .product(name: "AIClientRuntime", package: mainPackage),
            ]
        ),
        .executableTarget(
            name: "bench-upload-memory",
            dependencies: [
                .product(name: "OpenAI", package: mainPackage),
                .product(name: "AIClientRuntime", package: mainPackage),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
