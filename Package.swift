// swift-tools-version:6.0
import PackageDescription

/// The OpenAI client's API areas, each a module of its own (`areaModules: true` in
/// Spec/openai.config.yaml): `_OpenAI<Folder>` compiles `Sources/OpenAI/Generated/<Folder>` and
/// uses the client type (`_OpenAICore`), the types several areas share (`_OpenAIShared`) and the
/// areas in `uses`. A release build compiles each module in a compiler process of its own, not
/// the whole client in one. `OpenAI` (Standalone/, Webhooks/, the conveniences) re-exports them
/// all. `AreaModulesPackageTests` checks this list against the generated folders and imports.
let openAIAreas: [(folder: String, uses: [String])] = [
    ("Assistants", []), ("Audio", []), ("Batches", []), ("Beta", ["Responses"]), ("Chat", []),
    ("Chatkit", []), ("Completions", []), ("Containers", []), ("ContentProvenanceChecks", []),
    ("Conversations", []), ("Embeddings", []), ("Evals", []), ("Files", []), ("FineTuning", []),
    ("Images", []), ("Models", []), ("Moderations", []), ("Organization", []), ("Projects", []),
    ("Realtime", []), ("Responses", []), ("Skills", []), ("Threads", []), ("Uploads", []),
    ("VectorStores", []), ("Videos", []),
]

let package = Package(
    name: "AIClients",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "OpenAI", targets: ["OpenAI"]),
        .library(name: "Anthropic", targets: ["Anthropic"]),
        .library(name: "AIClientRuntime", targets: ["AIClientRuntime"]),
        .executable(name: "generate-client", targets: ["generate-client"]),
        .plugin(name: "GenerateClient", targets: ["GenerateClient"]),
        .plugin(name: "RegenerateClients", targets: ["RegenerateClients"]),
    ],
    targets: [
        // libyaml, used only by the generator: apps that import the clients never need it.
        .systemLibrary(
            name: "CYAML",
            path: "Generator/CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(
            name: "ClientGenerator",
            dependencies: ["CYAML"],
            path: "Generator/ClientGenerator"
        ),
        .executableTarget(
            name: "generate-client",
            dependencies: ["ClientGenerator"],
            path: "Generator/CLI"
        ),
        // Generates a client into a user's target from the openapi.yaml (and optional
        // aiclients-config.yaml) in its folder; the target itself depends only on AIClientRuntime.
        .plugin(
            name: "GenerateClient",
            capability: .buildTool(),
            dependencies: ["generate-client"],
            path: "Plugins/GenerateClient"
        ),
        // `swift package --allow-writing-to-package-directory regenerate-clients [--check]`.
        .plugin(
            name: "RegenerateClients",
            capability: .command(
                intent: .custom(verb: "regenerate-clients", description: "Regenerate Sources/*/Generated from Spec/ (--check: fail when stale)"),
                permissions: [.writeToPackageDirectory(reason: "Rewrites the generated clients in Sources/*/Generated and Tests/*/Generated")]
            ),
            dependencies: ["generate-client"],
            path: "Plugins/RegenerateClients"
        ),
        .target(
            name: "AIClientRuntime",
            path: "Sources/Runtime"
        ),
        // The OpenAI client is a module per API area (see `openAIAreas` below).
        .target(
            name: "_OpenAICore",
            dependencies: ["AIClientRuntime"],
            path: "Sources/OpenAI/Core"
        ),
        .target(
            name: "_OpenAIShared",
            dependencies: ["AIClientRuntime"],
            path: "Sources/OpenAI/Generated/Shared"
        ),
        .target(
            name: "OpenAI",
            dependencies: ["AIClientRuntime", "_OpenAICore", "_OpenAIShared"] + openAIAreas.map { .target(name: "_OpenAI" + $0.folder) },
            path: "Sources/OpenAI",
            exclude: ["Core", "Generated/Endpoints.md", "Generated/Shared"] + openAIAreas.map { "Generated/" + $0.folder }
        ),
        .target(
            name: "Anthropic",
            dependencies: ["AIClientRuntime"],
            path: "Sources/Anthropic",
            exclude: ["Generated/Endpoints.md"]
        ),
        .testTarget(
            name: "ClientGeneratorTests",
            dependencies: ["ClientGenerator", "generate-client", "AIClientsTestSupport"],
            path: "Tests/ClientGeneratorTests",
            exclude: ["Fixtures"]
        ),
        // The loopback server launcher and scripted API sessions, shared by the test targets.
        .target(
            name: "AIClientsTestSupport",
            dependencies: ["AIClientRuntime"],
            path: "Tests/TestSupport",
            exclude: ["Fixtures"]
        ),
        // Shared by the client test targets: reads a spec's examples and recorded traffic and
        // checks that JSON survives a decode/encode round trip through the generated types.
        .target(
            name: "RoundTripSupport",
            dependencies: ["ClientGenerator", "AIClientRuntime"],
            path: "Tests/RoundTripSupport"
        ),
        // Checks requests against the spec (loaded by the generator) for the endpoint tests.
        .target(
            name: "AIClientsEndpointTestSupport",
            dependencies: ["AIClientRuntime", "ClientGenerator"],
            path: "Tests/EndpointTestSupport"
        ),
        // Stand-ins for SwiftUI's and FoundationModels' top-level names (`Image`, `Group`, `Tool`…).
        .target(
            name: "AppleFrameworkNames",
            path: "Tests/AppleFrameworkNames"
        ),
        .testTarget(
            name: "OpenAITests",
            // Anthropic too: one test file imports both clients (names must not collide).
            dependencies: ["OpenAI", "Anthropic", "AIClientRuntime", "AppleFrameworkNames", "ClientGenerator", "RoundTripSupport", "AIClientsTestSupport", "AIClientsEndpointTestSupport"],
            path: "Tests/OpenAITests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "AnthropicTests",
            dependencies: ["Anthropic", "AIClientRuntime", "ClientGenerator", "RoundTripSupport", "AIClientsTestSupport", "AIClientsEndpointTestSupport"],
            path: "Tests/AnthropicTests",
            exclude: ["Fixtures"]
        ),
        // A client the GenerateClient plugin generates at build time from a spec written in the
        // shape of Hugging Face text-generation-inference's; TextGenerationTests calls it.
        .target(
            name: "TextGeneration",
            dependencies: ["AIClientRuntime"],
            path: "Tests/TextGeneration",
            plugins: ["GenerateClient"]
        ),
        .testTarget(
            name: "TextGenerationTests",
            dependencies: ["TextGeneration", "AIClientRuntime", "AIClientsTestSupport"],
            path: "Tests/TextGenerationTests"
        ),
        .testTarget(
            name: "RuntimeTests",
            dependencies: ["AIClientRuntime", "AIClientsTestSupport"],
            path: "Tests/RuntimeTests",
            exclude: ["Fixtures"]
        ),
        // A client the GenerateClient plugin makes at build time from a spec in the shape of
        // Ollama's (JSON Lines streams, an operation on a server of its own);
        // LocalModelsTests calls it on the loopback server.
        .target(
            name: "LocalModels",
            dependencies: ["AIClientRuntime"],
            path: "Tests/LocalModels",
            plugins: ["GenerateClient"]
        ),
        .testTarget(
            name: "LocalModelsTests",
            dependencies: ["LocalModels", "AIClientsTestSupport"],
            path: "Tests/LocalModelsTests"
        ),
    ] + openAIAreas.map { area in
        .target(
            name: "_OpenAI" + area.folder,
            dependencies: ["AIClientRuntime", "_OpenAICore", "_OpenAIShared"] + area.uses.map { .target(name: "_OpenAI" + $0) },
            path: "Sources/OpenAI/Generated/" + area.folder
        )
    },
    swiftLanguageModes: [.v6]
)
