// Generated from Tests/ClientGeneratorTests/Fixtures/golden/family-modules/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

// `import Golden` is enough to use the client: the runtime's types
// (`AIClientError`, `RequestOptions`, `EventStream`, …) come with it.
@_exported import AIClientRuntime

// The client's modules (see `AreaModules` and `Families`): `import Golden` brings them all.
@_exported import GoldenChat
@_exported import GoldenFiles

/// Where the generated code of this module came from.
public nonisolated enum GoldenGeneratedManifest {
    /// The spec file, relative to the repository.
    public static let specPath = "Tests/ClientGeneratorTests/Fixtures/golden/family-modules/spec.yaml"
    /// The spec's `info.version`.
    public static let specVersion = "1"
    /// The spec's OpenAPI version.
    public static let openAPIVersion = "3.1.0"
    public static let operationCount = 5
    public static let schemaCount = 9
    public static let endpointCount = 5
}
