// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

// `import OpenAI` is enough to use the client: the runtime's types
// (`AIClientError`, `RequestOptions`, `EventStream`, …) come with it.
@_exported import AIClientRuntime

// The client's modules, one per API area (see `AreaModules`): `import OpenAI` brings them all.
@_exported import _OpenAIAssistants
@_exported import _OpenAIAudio
@_exported import _OpenAIBatches
@_exported import _OpenAIBeta
@_exported import _OpenAIChat
@_exported import _OpenAIChatkit
@_exported import _OpenAICompletions
@_exported import _OpenAIContainers
@_exported import _OpenAIContentProvenanceChecks
@_exported import _OpenAIConversations
@_exported import _OpenAICore
@_exported import _OpenAIEmbeddings
@_exported import _OpenAIEvals
@_exported import _OpenAIFiles
@_exported import _OpenAIFineTuning
@_exported import _OpenAIImages
@_exported import _OpenAIModels
@_exported import _OpenAIModerations
@_exported import _OpenAIOrganization
@_exported import _OpenAIProjects
@_exported import _OpenAIRealtime
@_exported import _OpenAIResponses
@_exported import _OpenAIShared
@_exported import _OpenAISkills
@_exported import _OpenAIThreads
@_exported import _OpenAIUploads
@_exported import _OpenAIVectorStores
@_exported import _OpenAIVideos

/// Where the generated code of this module came from.
public enum OpenAIGeneratedManifest {
    /// The spec file, relative to the repository.
    public static let specPath = "Spec/openai.yaml"
    /// The spec's `info.version`.
    public static let specVersion = "2.3.0"
    /// The spec's OpenAPI version.
    public static let openAPIVersion = "3.1.0"
    public static let operationCount = 288
    public static let schemaCount = 1422
    public static let endpointCount = 288
}
