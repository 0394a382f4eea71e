// Generated from Tests/ClientGeneratorTests/Fixtures/golden/webhook-events/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

// `import Golden` is enough to use the client: the runtime's types
// (`AIClientError`, `RequestOptions`, `EventStream`, …) come with it.
@_exported import AIClientRuntime

/// Where the generated code of this module came from.
public nonisolated enum GoldenGeneratedManifest {
    /// The spec file, relative to the repository.
    public static let specPath = "Tests/ClientGeneratorTests/Fixtures/golden/webhook-events/spec.yaml"
    /// The spec's `info.version`.
    public static let specVersion = "1"
    /// The spec's OpenAPI version.
    public static let openAPIVersion = "3.1.0"
    public static let operationCount = 0
    public static let schemaCount = 2
    public static let endpointCount = 0
}
