// swift-tools-version:6.0
import PackageDescription

// Examples of AIClients in use, built by the tests (Tests/ClientGeneratorTests/Plugin):
// - `PetChat`: a client generated at build time by the GenerateClient plugin from the
//   openapi.yaml and aiclients-config.yaml in Sources/PetChat;
// - `OpenAIChat`: a client of only the chat area of AIClients' own OpenAI spec, made by the
//   same plugin from `from: openai` and `areas: [chat]`; `ChatOnlyDemo` calls it;
// - `chat`: `OPENAI_API_KEY=… swift run chat` streams a reply from the OpenAI client.
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
            name: "OpenAIChat",
            dependencies: [.product(name: "AIClientRuntime", package: "AIClients")],
            plugins: [.plugin(name: "GenerateClient", package: "AIClients")]
        ),
        .executableTarget(
            name: "ChatOnlyDemo",
            dependencies: ["OpenAIChat"]
        ),
        .executableTarget(
            name: "chat",
            dependencies: [.product(name: "OpenAI", package: "AIClients")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
