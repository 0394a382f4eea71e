// swift-tools-version:6.1
import Foundation
import PackageDescription

// MCP servers' tools in the clients' tool loops, and a generated client's operations served as
// MCP tools, through the official MCP Swift SDK. This package holds the tests and the MCP server
// they start; the sources (Sources/AIClientsMCP, AIClientsMCPChat, AIClientsMCPResponses,
// AIClientsMCPClaude, aiclients-mcp-serve) are the main package's trait-guarded products, which
// this package depends on with the `MCP` trait on, as an app does: the main package's default
// build never depends on anything but the toolchain.

// A path dependency's identity is its folder's name, which differs between checkouts and worktrees.
let mainPackage = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "AIClientsMCPTests",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        .package(path: "../..", traits: ["MCP"]),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // For the pipes to a server process (already in the SDK's graph).
        .package(url: "https://github.com/apple/swift-system", from: "1.0.0"),
    ],
    targets: [
        // An MCP server over stdio for the tests, written with the SDK (not with our code).
        .executableTarget(
            name: "mcp-test-server",
            dependencies: [.product(name: "MCP", package: "swift-sdk")]
        ),
        .testTarget(
            name: "AIClientsMCPTests",
            dependencies: [
                .product(name: "AIClientsMCP", package: mainPackage),
                .product(name: "AIClientsMCPChat", package: mainPackage),
                .product(name: "AIClientsMCPResponses", package: mainPackage),
                .product(name: "AIClientsMCPClaude", package: mainPackage),
                // Built into this package's build folder, where ServerProcess starts it.
                .product(name: "aiclients-mcp-serve", package: mainPackage),
                "mcp-test-server",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "SystemPackage", package: "swift-system"),
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
