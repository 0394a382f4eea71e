// Generated from Tests/ClientGeneratorTests/Fixtures/golden/family-modules/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

// `import GoldenFiles`: the Files operations, their types,
// the client and the runtime's types. `import Golden` brings every family.
@_exported import AIClientRuntime
@_exported import _GoldenCore
@_exported import _GoldenShared
