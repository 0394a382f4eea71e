// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

// `import OpenAI` is enough to use the client: the runtime's types
// (`AIClientError`, `RequestOptions`, `EventStream`, …) come with it.
@_exported import AIClientRuntime

// The client's modules, one per API area (see `AreaModules`): `import OpenAI` brings them all.
@_exported import OpenAIAssistants
@_exported import OpenAIAudio
@_exported import OpenAIBatches
@_exported import OpenAIBeta
@_exported import OpenAIChat
@_exported import OpenAIChatkit
@_exported import OpenAICompletions
@_exported import OpenAIContainers
@_exported import OpenAIContentProvenanceChecks
@_exported import OpenAIConversations
@_exported import OpenAICore
@_exported import OpenAIEmbeddings
@_exported import OpenAIEvals
@_exported import OpenAIFiles
@_exported import OpenAIFineTuning
@_exported import OpenAIImages
@_exported import OpenAIModels
@_exported import OpenAIModerations
@_exported import OpenAIOrganization
@_exported import OpenAIProjects
@_exported import OpenAIRealtime
@_exported import OpenAIResponses
@_exported import OpenAIShared
@_exported import OpenAISkills
@_exported import OpenAIThreads
@_exported import OpenAIUploads
@_exported import OpenAIVectorStores
@_exported import OpenAIVideos

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
