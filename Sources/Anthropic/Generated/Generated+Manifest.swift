// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

// `import Anthropic` is enough to use the client: the runtime's types
// (`AIClientError`, `RequestOptions`, `EventStream`, …) come with it.
@_exported import AIClientRuntime

// The client's modules (see `AreaModules` and `Families`): `import Anthropic` brings them all.
@_exported import AnthropicMessages
@_exported import AnthropicBetaMessages
@_exported import AnthropicAgents
@_exported import AnthropicAdmin

/// Where the generated code of this module came from.
public nonisolated enum AnthropicGeneratedManifest {
    /// The spec file, relative to the repository.
    public static let specPath = "Spec/anthropic.json"
    /// The spec's `info.version`.
    public static let specVersion = ""
    /// The spec's OpenAPI version.
    public static let openAPIVersion = "3.1.0"
    public static let operationCount = 398
    public static let schemaCount = 1891
    public static let endpointCount = 398
}
