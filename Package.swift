// swift-tools-version:6.1
import PackageDescription

/// The OpenAI client's API families (`families:` in Spec/openai.config.yaml), each a product an
/// app imports by name (`import OpenAIChat`): a family module (`OpenAI<Family>`) holds the
/// family's hand-written conveniences (`Sources/OpenAI/Families/<Family>`) and re-exports the
/// runtime, the client type (`_OpenAICore`) and its generated modules, one per area
/// (`_OpenAI<Area>`, `Sources/OpenAI/Generated/<Area>`), plus the types several of its areas use
/// (`_OpenAI<Family>Shared`, when `shared`) and the types several families use (`_OpenAIShared`).
/// `uses`: families whose shared types this family's types use; `areaUses`: an area whose types
/// use another area's; `needs`: family modules the conveniences call. `OpenAI` re-exports every
/// family. `FamilyModulesPackageTests` checks this list against the generated folders and imports.
struct APIFamily {
    let name: String
    let areas: [String]
    var shared = false
    var uses: [String] = []
    var areaUses: [String: [String]] = [:]
    var needs: [String] = []
    var conveniences = false
    /// Runtime modules beyond `AIClientRuntime` that the family's conveniences use and re-export
    /// (`AIClientWebSocket`, `AIClientWebhooks`): an app compiles them only with a family that needs them.
    var runtime: [String] = []
}

let openAIFamilies: [APIFamily] = [
    APIFamily(name: "Chat", areas: ["Chat", "Completions", "Embeddings", "Models", "Moderations", "Files", "Uploads", "Batches"], shared: true, conveniences: true),
    APIFamily(name: "Media", areas: ["Audio", "Images", "Videos"], conveniences: true),
    APIFamily(name: "Responses", areas: ["Responses", "Conversations", "ResponsesWebSocket"], shared: true,
              areaUses: ["ResponsesWebSocket": ["Responses"]], conveniences: true, runtime: ["AIClientWebSocket"]),
    APIFamily(name: "Beta", areas: ["Beta"], shared: true, uses: ["Responses"], needs: ["Responses"], conveniences: true),
    APIFamily(name: "Realtime", areas: ["Realtime"], conveniences: true, runtime: ["AIClientWebSocket"]),
    APIFamily(name: "Assistants", areas: ["Assistants", "Threads", "VectorStores"], shared: true, uses: ["Chat"], needs: ["Chat"], conveniences: true),
    APIFamily(name: "FineTuning", areas: ["FineTuning", "Evals"], shared: true, uses: ["Responses"], conveniences: true),
    APIFamily(name: "Admin", areas: ["Organization", "Projects", "Safety"], shared: true),
    APIFamily(name: "Platform", areas: ["Containers", "Skills", "Chatkit", "ContentProvenanceChecks"]),
    APIFamily(name: "Webhooks", areas: ["Webhooks", "WebhookEndpoints", "WebhookEventTypes"], conveniences: true, runtime: ["AIClientWebhooks"]),
    APIFamily(name: "Agents", areas: ["Agents", "Vaults"], uses: ["Beta", "Responses"], conveniences: true, runtime: ["AIClientSessions"]),
    APIFamily(name: "Live", areas: ["Live"], uses: ["Responses", "Decisions"], conveniences: true, runtime: ["AIClientWebSocket"]),
    APIFamily(name: "Decisions", areas: ["Decisions"], shared: true),
]

/// The Anthropic client's families (`families:` in Spec/anthropic.config.yaml), in the same
/// shape: `AnthropicMessages` (messages, batches, token counting, models, files, skills),
/// `AnthropicBetaMessages` (`claude.beta.messages` and the beta files, skills and models, apart
/// so that a Claude app on the GA API does not compile the beta surface), `AnthropicAgents` (Managed Agents: agents, sessions, environments, vaults, memory stores,
/// deployments, tunnels) and `AnthropicAdmin` (organization administration, over the messages families its compliance review reaches).
let anthropicFamilies: [APIFamily] = [
    APIFamily(name: "Messages", areas: ["Messages", "Models", "Files", "Completions", "Skills"], shared: true, conveniences: true),
    APIFamily(name: "BetaMessages", areas: ["BetaMessages", "BetaFiles", "BetaSkills", "BetaModels"], shared: true, uses: ["Messages"], needs: ["Messages"], conveniences: true),
    APIFamily(name: "Agents", areas: ["Agents", "Sessions", "Environments", "Vaults", "MemoryStores", "UserProfiles", "Webhooks", "Dreams",
                                      "Deployments", "DeploymentRuns", "Tunnels"], shared: true, conveniences: true,
               runtime: ["AIClientWebhooks", "AIClientSessions"]),
    APIFamily(name: "Admin", areas: ["Organizations", "Compliance"], uses: ["BetaMessages", "Messages"]),
]

/// Everything in Sources/<client> but `sources`: the umbrella and the family modules share the
/// folder, each compiling its own files (SwiftPM warns about files a target neither compiles
/// nor excludes).
func familyExcludes(_ client: String, _ families: [APIFamily], keeping sources: [String]) -> [String] {
    var all = ["Core", "Exports.swift", "Generated/Endpoints.md", "Generated/Generated+Manifest.swift", "Generated/Shared"]
    for family in families {
        all += family.areas.map { "Generated/" + $0 } + ["Generated/Families/\(client)\(family.name).swift"]
        if family.shared { all.append("Generated/\(family.name)Shared") }
        if family.conveniences { all.append("Families/" + family.name) }
    }
    return all.filter { !sources.contains($0) }
}

/// A client's targets: `_<client>Core` (the hand-written client type), `_<client>Shared`, the
/// modules of each family's areas and shared types, each family's module, and `<client>`, which
/// re-exports every family.
func clientTargets(_ client: String, _ families: [APIFamily]) -> [Target] {
    let byName = Dictionary(uniqueKeysWithValues: families.map { ($0.name, $0) })
    let root = "Sources/" + client
    func usedShared(_ family: APIFamily) -> [Target.Dependency] {
        family.uses.compactMap { byName[$0] }.filter(\.shared).map { .target(name: "_\(client)\($0.name)Shared") }
    }
    func generatedPath(_ folder: String) -> String { root + "/Generated/" + folder }
    let core = "_\(client)Core", shared = "_\(client)Shared"
    var targets: [Target] = [
        .target(name: core, dependencies: ["AIClientRuntime"], path: root + "/Core"),
        .target(name: shared, dependencies: ["AIClientRuntime", .target(name: core)], path: generatedPath("Shared")),
        .target(
            name: client,
            dependencies: ["AIClientRuntime"] + families.map { .target(name: client + $0.name) },
            path: root,
            exclude: familyExcludes(client, families, keeping: ["Exports.swift", "Generated/Generated+Manifest.swift"]),
            sources: ["Exports.swift", "Generated/Generated+Manifest.swift"]),
    ]
    for family in families {
        var sources = ["Generated/Families/\(client)\(family.name).swift"] + family.areas.map { "Generated/" + $0 }
        if family.shared { sources.append("Generated/\(family.name)Shared") }
        if family.conveniences { sources.append("Families/" + family.name) }
        targets.append(.target(
            name: client + family.name,
            dependencies: ["AIClientRuntime", .target(name: core), .target(name: shared)]
                + family.runtime.map { .target(name: $0) }
                + Set(family.uses + family.needs).sorted().map { .target(name: client + $0) },
            path: root,
            exclude: familyExcludes(client, families, keeping: sources),
            sources: sources))
    }
    return targets
}

/// Products of the trait-guarded dependencies, each built only when `trait` is enabled.
func guarded(_ products: [(name: String, package: String)], trait: String) -> [Target.Dependency] {
    products.map { .product(name: $0.name, package: $0.package, condition: .when(traits: [trait])) }
}

let package = Package(
    name: "AIClients",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "OpenAI", targets: ["OpenAI"]),
    ] + openAIFamilies.map { .library(name: "OpenAI" + $0.name, targets: ["OpenAI" + $0.name]) } + [
        .library(name: "Anthropic", targets: ["Anthropic"]),
    ] + anthropicFamilies.map { .library(name: "Anthropic" + $0.name, targets: ["Anthropic" + $0.name]) } + [
        .library(name: "AIClientRuntime", targets: ["AIClientRuntime", "AIClientWebSocket", "AIClientWebhooks", "AIClientSessions"]),
        // Integrations behind traits: empty unless the app enables the trait (see `traits`).
        .library(name: "AIClientsAsyncHTTPClient", targets: ["AIClientsAsyncHTTPClient"]),
        .library(name: "AIClientsObservability", targets: ["AIClientsObservability"]),
        .library(name: "AIClientsMCP", targets: ["AIClientsMCP"]),
        // MCP prompts and resources as each client's messages: separate products, so that the
        // bridge builds none of the generated clients and an app builds only the one it uses.
        .library(name: "AIClientsMCPChat", targets: ["AIClientsMCPChat"]),
        .library(name: "AIClientsMCPResponses", targets: ["AIClientsMCPResponses"]),
        .library(name: "AIClientsMCPClaude", targets: ["AIClientsMCPClaude"]),
        // Serves a tool manifest (`generate-client mcp-tools`) as MCP tools over stdio; built
        // without the MCP trait it only says how to build it (`swift build --traits MCP`).
        .executable(name: "aiclients-mcp-serve", targets: ["aiclients-mcp-serve"]),
        .executable(name: "generate-client", targets: ["generate-client"]),
        .plugin(name: "GenerateClient", targets: ["GenerateClient"]),
        .plugin(name: "RegenerateClients", targets: ["RegenerateClients"]),
    ],
    // Optional integrations, off by default: a package that depends on this one without naming
    // a trait resolves and builds none of the packages below. An app enables one with
    // `.package(url: "…", from: "…", traits: ["AsyncHTTPClientTransport"])` (swift-tools-version
    // 6.1 or later) and depends on its product. The integration's sources live beside their
    // tests (Integrations/AsyncHTTPClient, Integrations/Observability, Integrations/MCP), whose
    // packages depend on this one with the trait on; each source file is guarded by
    // `#if canImport(…)` of its dependency, so the product is an empty module while its trait
    // is off.
    traits: [
        .trait(name: "AsyncHTTPClientTransport", description: "AIClientsAsyncHTTPClient: the AsyncHTTPClient (SwiftNIO) HTTP transport and the NIO WebSocket transport"),
        .trait(name: "Observability", description: "AIClientsObservability: swift-log, swift-distributed-tracing and swift-metrics middleware (GenAI semantic conventions)"),
        .trait(name: "MCP", description: "AIClientsMCP (and AIClientsMCPChat, AIClientsMCPResponses, AIClientsMCPClaude, aiclients-mcp-serve): the MCP bridge on the official MCP Swift SDK"),
    ],
    dependencies: [
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // TLS for `wss` in NIOWebSocketTransport (already in async-http-client's graph).
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.30.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.5.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.2.0"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // For the pipes to an MCP server process (already in the SDK's graph).
        .package(url: "https://github.com/apple/swift-system", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "AIClientsAsyncHTTPClient",
            dependencies: ["AIClientRuntime", "AIClientWebSocket"] + guarded([
                ("AsyncHTTPClient", "async-http-client"), ("NIOCore", "swift-nio"), ("NIOHTTP1", "swift-nio"),
                ("NIOPosix", "swift-nio"), ("NIOWebSocket", "swift-nio"), ("NIOSSL", "swift-nio-ssl"),
            ], trait: "AsyncHTTPClientTransport"),
            path: "Integrations/AsyncHTTPClient/Sources/AIClientsAsyncHTTPClient"
        ),
        .target(
            name: "AIClientsObservability",
            dependencies: ["AIClientRuntime"] + guarded([
                ("Logging", "swift-log"), ("Metrics", "swift-metrics"), ("Tracing", "swift-distributed-tracing"),
            ], trait: "Observability"),
            path: "Integrations/Observability/Sources/AIClientsObservability"
        ),
        .target(
            name: "AIClientsMCP",
            dependencies: ["AIClientRuntime"] + guarded([
                ("MCP", "swift-sdk"), ("SystemPackage", "swift-system"), ("Logging", "swift-log"),
            ], trait: "MCP"),
            path: "Integrations/MCP/Sources/AIClientsMCP"
        ),
        .target(name: "AIClientsMCPChat", dependencies: ["AIClientsMCP", "OpenAIChat"], path: "Integrations/MCP/Sources/AIClientsMCPChat"),
        .target(name: "AIClientsMCPResponses", dependencies: ["AIClientsMCP", "OpenAIResponses"], path: "Integrations/MCP/Sources/AIClientsMCPResponses"),
        .target(name: "AIClientsMCPClaude", dependencies: ["AIClientsMCP", "AnthropicMessages"], path: "Integrations/MCP/Sources/AIClientsMCPClaude"),
        .executableTarget(
            name: "aiclients-mcp-serve",
            dependencies: ["AIClientsMCP"],
            path: "Integrations/MCP/Sources/aiclients-mcp-serve"
        ),
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
        // The runtime: one module every client compiles, and three that only the families which
        // use them compile (a chat app needs none of them), each one stage folder of Sources/Runtime
        // (docs/architecture.md).
        .target(
            name: "AIClientRuntime",
            path: "Sources/Runtime",
            exclude: ["WebSocket", "Webhooks", "Sessions"]
        ),
        // Opening, reconnecting and reading WebSocket connections (Realtime, Responses over
        // WebSocket); the transport seam (`WebSocketTransport`) is in AIClientRuntime.
        .target(name: "AIClientWebSocket", dependencies: ["AIClientRuntime"], path: "Sources/Runtime/WebSocket"),
        // Webhook signatures (Standard Webhooks), with the SHA-256 and HMAC they need.
        .target(name: "AIClientWebhooks", dependencies: ["AIClientRuntime"], path: "Sources/Runtime/Webhooks"),
        // The session runner of OpenAI Agents and Anthropic Managed Agents: streams a session's
        // events and answers its client-side tool calls with `ToolHandler`s.
        .target(name: "AIClientSessions", dependencies: ["AIClientRuntime"], path: "Sources/Runtime/Sessions"),
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
            dependencies: ["AIClientRuntime", "AIClientWebhooks", "ClientGenerator"],
            path: "Tests/EndpointTestSupport"
        ),
        // Stand-ins for SwiftUI's and FoundationModels' top-level names (`Image`, `Group`, `Tool`…).
        .target(
            name: "AppleFrameworkNames",
            path: "Tests/AppleFrameworkNames"
        ),
        // A first app's main.swift that reads a chat stream in top-level code, which Swift
        // compiles differently from a function; OpenAITests runs it (TopLevelStreamTests).
        .executableTarget(
            name: "top-level-stream",
            dependencies: ["OpenAIChat"],
            path: "Tests/TopLevelStream"
        ),
        .testTarget(
            name: "OpenAITests",
            // Anthropic too: one test file imports both clients (names must not collide).
            dependencies: ["OpenAI", "Anthropic", "AIClientRuntime", "AppleFrameworkNames", "ClientGenerator", "RoundTripSupport", "AIClientsTestSupport", "AIClientsEndpointTestSupport",
                           "top-level-stream"],
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
            dependencies: ["AIClientRuntime", "AIClientWebSocket", "AIClientWebhooks", "AIClientsTestSupport"],
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
    ] + clientTargets("OpenAI", openAIFamilies) + clientTargets("Anthropic", anthropicFamilies),
    swiftLanguageModes: [.v6]
)
