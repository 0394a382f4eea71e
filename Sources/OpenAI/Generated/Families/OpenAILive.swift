// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

// `import OpenAILive`: the Live operations, their types,
// the client and the runtime's types. `import OpenAI` brings every family.
@_exported import AIClientRuntime
@_exported import _OpenAICore
@_exported import _OpenAIShared
@_exported import OpenAIDecisions
@_exported import OpenAIResponses
