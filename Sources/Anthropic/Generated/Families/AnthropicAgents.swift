// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

// `import AnthropicAgents`: the Agents, Sessions, Environments, Vaults, MemoryStores, UserProfiles, Webhooks operations, their types,
// the client and the runtime's types. `import Anthropic` brings every family.
@_exported import AIClientRuntime
@_exported import _AnthropicCore
@_exported import _AnthropicShared
@_exported import _AnthropicAgentsShared
@_exported import _AnthropicAgents
@_exported import _AnthropicSessions
@_exported import _AnthropicEnvironments
@_exported import _AnthropicVaults
@_exported import _AnthropicMemoryStores
@_exported import _AnthropicUserProfiles
@_exported import _AnthropicWebhooks
