// swift-tools-version:6.0
import PackageDescription

// Examples of AIClients in use, built by the tests (Tests/ClientGeneratorTests/Plugin):
// - `PetChat`: a client generated at build time by the GenerateClient plugin from the
//   openapi.yaml and aiclients-config.yaml in Sources/PetChat;
// - `ChatOnly`: a client of only the chat area of AIClients' own OpenAI spec, made by the
//   same plugin from `from: openai` and `areas: [chat]`; `ChatOnlyDemo` calls it;
// - `ChatApp` and `ResponsesApp`: apps on one family product each (`OpenAIChat`,
//   `OpenAIResponses`), which shows that a family product is all such an app needs;
// - `chat`: `OPENAI_API_KEY=… swift run chat` streams a reply from the OpenAI client (on
//   `OpenAIChat`, the family product that holds chat).
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
    ],
    swiftLanguageModes: [.v6]
)
