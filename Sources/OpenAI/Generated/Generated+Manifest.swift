// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

// `import OpenAI` is enough to use the client: the runtime's types
// (`AIClientError`, `RequestOptions`, `EventStream`, …) come with it.
@_exported import AIClientRuntime

// The client's modules (see `AreaModules` and `Families`): `import OpenAI` brings them all.
@_exported import OpenAIChat
@_exported import OpenAIMedia
@_exported import OpenAIResponses
@_exported import OpenAIBeta
@_exported import OpenAIRealtime
@_exported import OpenAIAssistants
@_exported import OpenAIFineTuning
@_exported import OpenAIAdmin
@_exported import OpenAIPlatform
@_exported import OpenAIWebhooks
@_exported import OpenAIAgents
@_exported import OpenAILive
@_exported import OpenAIDecisions

/// Where the generated code of this module came from.
public nonisolated enum OpenAIGeneratedManifest {
    /// The spec file, relative to the repository.
    public static let specPath = "Spec/openai.yaml"
    /// The spec's `info.version`.
    public static let specVersion = "2.3.0"
    /// The spec's OpenAPI version.
    public static let openAPIVersion = "3.1.0"
    public static let operationCount = 389
    public static let schemaCount = 2329
    public static let endpointCount = 389
}
