// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

// `import AnthropicBetaMessages`: the BetaMessages, BetaFiles, BetaSkills, BetaModels operations, their types,
// the client and the runtime's types. `import Anthropic` brings every family.
@_exported import AIClientRuntime
@_exported import _AnthropicCore
@_exported import _AnthropicShared
@_exported import AnthropicMessages
