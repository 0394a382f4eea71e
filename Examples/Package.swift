// swift-tools-version:6.2
import PackageDescription

// Examples of AIClients in use, built by the tests (Tests/ClientGeneratorTests/Plugin):
// - `PetChat`: a client generated at build time by the GenerateClient plugin from the
//   openapi.yaml and aiclients-config.yaml in Sources/PetChat;
// - `ChatOnly`: a client of only the chat area of AIClients' own OpenAI spec, made by the
//   same plugin from `from: openai` and `areas: [chat]`; `ChatOnlyDemo` calls it;
// - `ChatApp` and `ResponsesApp`: apps on one family product each (`OpenAIChat`,
//   `OpenAIResponses`), which shows that a family product is all such an app needs;
// - `chat`: `OPENAI_API_KEY=… swift run chat` streams a reply from the OpenAI client (on
//   `OpenAIChat`, the family product that holds chat);
// - `PetChatMainActor`, `ChatOnlyMainActor` and `MainActorApp`: the same two generated clients
//   and a family product in targets with Xcode 26's defaults for new apps (`mainActorApp`
//   below), called from code that is not on the main actor; they build with no warning.
/// What Xcode 26 sets on a new app target: code is MainActor-isolated unless it says otherwise
/// (SE-0466), nonisolated async functions run on their caller's actor (SE-0461), and
/// conformances of MainActor types are isolated (SE-0470).
let mainActorApp: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
    name: "AIClientsExamples",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        .package(name: "AIClients", path: ".."),
    ],
    targets: [
        .target(
            name: "PetChat",
            dependencies: [.product(name: "AIClientRuntime", package: "AIClients")],
            plugins: [.plugin(name: "GenerateClient", package: "AIClients")]
        ),
        .executableTarget(
            name: "PetChatDemo",
            dependencies: ["PetChat"]
        ),
        // Only the chat area of AIClients' own OpenAI spec (`from: openai`, `areas: [chat]`).
        .target(
            name: "ChatOnly",
            dependencies: [.product(name: "AIClientRuntime", package: "AIClients")],
            plugins: [.plugin(name: "GenerateClient", package: "AIClients")]
        ),
        .executableTarget(
            name: "ChatOnlyDemo",
            dependencies: ["ChatOnly"]
        ),
        // One family product each, nothing else from AIClients.
        .executableTarget(
            name: "ChatApp",
            dependencies: [.product(name: "OpenAIChat", package: "AIClients")]
        ),
        .executableTarget(
            name: "ResponsesApp",
            dependencies: [.product(name: "OpenAIResponses", package: "AIClients")]
        ),
        .executableTarget(
            name: "chat",
            dependencies: [.product(name: "OpenAIChat", package: "AIClients")]
        ),
        // Generated into MainActor-by-default targets (the spec of PetChat, a symbolic link).
        .target(
            name: "PetChatMainActor",
            dependencies: [.product(name: "AIClientRuntime", package: "AIClients")],
            swiftSettings: mainActorApp,
            plugins: [.plugin(name: "GenerateClient", package: "AIClients")]
        ),
        .target(
            name: "ChatOnlyMainActor",
            dependencies: [.product(name: "AIClientRuntime", package: "AIClients")],
            swiftSettings: mainActorApp,
            plugins: [.plugin(name: "GenerateClient", package: "AIClients")]
        ),
        .executableTarget(
            name: "MainActorApp",
            dependencies: ["PetChatMainActor", "ChatOnlyMainActor", .product(name: "OpenAIChat", package: "AIClients")],
            swiftSettings: mainActorApp
        ),
    ],
    swiftLanguageModes: [.v6]
)
