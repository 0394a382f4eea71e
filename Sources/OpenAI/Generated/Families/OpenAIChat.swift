// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

// `import OpenAIChat`: the Chat, Completions, Embeddings, Models, Moderations, Files, Uploads, Batches operations, their types,
// the client and the runtime's types. `import OpenAI` brings every family.
@_exported import AIClientRuntime
@_exported import _OpenAICore
@_exported import _OpenAIShared
@_exported import _OpenAIChatShared
@_exported import _OpenAIChat
@_exported import _OpenAICompletions
@_exported import _OpenAIEmbeddings
@_exported import _OpenAIModels
@_exported import _OpenAIModerations
@_exported import _OpenAIFiles
@_exported import _OpenAIUploads
@_exported import _OpenAIBatches
