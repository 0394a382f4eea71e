// swift-tools-version:6.0
import Foundation
import PackageDescription

// MCP servers' tools in the clients' tool loops, through the official MCP Swift SDK. A
// separate package so that the main package never depends on anything but the toolchain; the
// bridge itself needs only the main package's runtime (its `ToolHandler` serves chat
// completions, Responses and Claude alike).

// A path dependency's identity is its folder's name, which differs between checkouts and worktrees.
let mainPackage = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "AIClientsMCP",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "AIClientsMCP", targets: ["AIClientsMCP"]),
        // MCP prompts and resources as each client's messages: separate products, so that the
        // bridge builds none of the generated clients and an app builds only the one it uses.
        .library(name: "AIClientsMCPChat", targets: ["AIClientsMCPChat"]),
        .library(name: "AIClientsMCPResponses", targets: ["AIClientsMCPResponses"]),
        .library(name: "AIClientsMCPClaude", targets: ["AIClientsMCPClaude"]),
        // Serves a tool manifest (`generate-client mcp-tools`) as MCP tools over stdio.
        .executable(name: "aiclients-mcp-serve", targets: ["aiclients-mcp-serve"]),
    ],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // For the pipes to a server process (already in the SDK's graph).
        .package(url: "https://github.com/apple/swift-system.git", from: "1.0.0"),
        // For the Streamable HTTP transport's logger (already in the SDK's graph).
        .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "AIClientsMCP",
            dependencies: [
                .product(name: "AIClientRuntime", package: mainPackage),
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "SystemPackage", package: "swift-system"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "AIClientsMCPChat", dependencies: ["AIClientsMCP", .product(name: "OpenAIChat", package: mainPackage)]),
        .target(name: "AIClientsMCPResponses", dependencies: ["AIClientsMCP", .product(name: "OpenAIResponses", package: mainPackage)]),
        .target(name: "AIClientsMCPClaude", dependencies: ["AIClientsMCP", .product(name: "AnthropicMessages", package: mainPackage)]),
        .executableTarget(
            name: "aiclients-mcp-serve",
            dependencies: ["AIClientsMCP"]
        ),
        // An MCP server over stdio for the tests, written with the SDK (not with our code).
        .executableTarget(
            name: "mcp-test-server",
            dependencies: [.product(name: "MCP", package: "swift-sdk")]
        ),
        .testTarget(
            name: "AIClientsMCPTests",
            dependencies: [
                "AIClientsMCP",
                "AIClientsMCPChat",
                "AIClientsMCPResponses",
                "AIClientsMCPClaude",
                "mcp-test-server",
                "aiclients-mcp-serve",
                .product(name: "AIClientRuntime", package: mainPackage),
                .product(name: "OpenAIChat", package: mainPackage),
                .product(name: "OpenAIResponses", package: mainPackage),
                .product(name: "AnthropicMessages", package: mainPackage),
            ],
            // Tool manifests (checked by the generator's ToolManifestOpenAITests) and the Python SDK driver.
            exclude: ["Fixtures", "Python"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
