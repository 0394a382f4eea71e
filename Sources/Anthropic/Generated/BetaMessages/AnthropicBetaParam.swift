// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AnthropicBetaParam`
public nonisolated enum AnthropicBetaParam: OpenEnum, EmptyDecodable {
    case computerUse_2024_10_22
    case computerUse_2025_01_24
    case output128k_2025_02_19
    case mcpClient_2025_04_04
    case mcpClient_2025_11_20
    case devFullThinking_2025_05_14
    case interleavedThinking_2025_05_14
    case codeExecution_2025_05_22
    case context1m_2025_08_07
    case contextManagement_2025_06_27
    case modelContextWindowExceeded_2025_08_26
    case fastMode_2026_02_01
    case output300k_2026_03_24
    case userProfiles_2026_03_24
    case userProfiles_2026_08_18
    case userProfiles_2026_09_04
    case advisorTool_2026_03_01
    case managedAgents_2026_04_01
    case dreaming_2026_04_21
    case thinkingTokenCount_2026_05_13
    case serverSideFallback_2026_06_01
    case serverSideFallback_2026_07_01
    case fallbackCredit_2026_06_01
    case fallbackCredit_2026_07_01
    case agentMemory_2026_07_22
    case midConversationToolChanges_2026_07_01
    case compact_2026_01_12
    case computerUse_2025_11_24
    case mcpTunnels_2026_06_22
    case structuredOutputs_2025_11_13
    case taskBudgets_2026_03_13
    case thinkingDisplayUpdates_2026_08_18
    case midConversationOutputConfig_2026_07_01
    case thinkingBindingControls_2026_08_01
    case midConversationSystemClearAt_2026_08_21
    case compact_2026_09_04
    case inlineTools_2026_09_15
    case mcpClient_2026_09_15
    case cePlugins_2026_09_01
    case spendLimitReads_2026_09_26
    case telemetryDestinations_2026_08_11
    case webhooks_2026_10_07
    case adminUserSignOut_2026_10_08
    case messageThreads_2026_08_12
    case analyticsUsageCost_2026_08_24
    case experimentalClaudeTag_2026_10_21
    case messageBatches_2024_09_24
    case promptCaching_2024_07_31
    case pdfs_2024_09_25
    case tokenCounting_2024_11_01
    case tokenEfficientTools_2025_02_19
    case filesApi_2025_04_14
    case extendedCacheTtl_2025_04_11
    case skills_2025_10_02
    case cacheDiagnosis_2026_04_07
    case ceUserManagement_2026_07_13
    case ceClaudeCodeManagedSettings_2026_10_06
    case efs_2026_10_01
    case googleManagedDataControls_2026_09_01
    case userProfilesBilling_2026_10_01
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "computer-use-2024-10-22": self = .computerUse_2024_10_22
        case "computer-use-2025-01-24": self = .computerUse_2025_01_24
        case "output-128k-2025-02-19": self = .output128k_2025_02_19
        case "mcp-client-2025-04-04": self = .mcpClient_2025_04_04
        case "mcp-client-2025-11-20": self = .mcpClient_2025_11_20
        case "dev-full-thinking-2025-05-14": self = .devFullThinking_2025_05_14
        case "interleaved-thinking-2025-05-14": self = .interleavedThinking_2025_05_14
        case "code-execution-2025-05-22": self = .codeExecution_2025_05_22
        case "context-1m-2025-08-07": self = .context1m_2025_08_07
        case "context-management-2025-06-27": self = .contextManagement_2025_06_27
        case "model-context-window-exceeded-2025-08-26": self = .modelContextWindowExceeded_2025_08_26
        case "fast-mode-2026-02-01": self = .fastMode_2026_02_01
        case "output-300k-2026-03-24": self = .output300k_2026_03_24
        case "user-profiles-2026-03-24": self = .userProfiles_2026_03_24
        case "user-profiles-2026-08-18": self = .userProfiles_2026_08_18
        case "user-profiles-2026-09-04": self = .userProfiles_2026_09_04
        case "advisor-tool-2026-03-01": self = .advisorTool_2026_03_01
        case "managed-agents-2026-04-01": self = .managedAgents_2026_04_01
        case "dreaming-2026-04-21": self = .dreaming_2026_04_21
        case "thinking-token-count-2026-05-13": self = .thinkingTokenCount_2026_05_13
        case "server-side-fallback-2026-06-01": self = .serverSideFallback_2026_06_01
        case "server-side-fallback-2026-07-01": self = .serverSideFallback_2026_07_01
        case "fallback-credit-2026-06-01": self = .fallbackCredit_2026_06_01
        case "fallback-credit-2026-07-01": self = .fallbackCredit_2026_07_01
        case "agent-memory-2026-07-22": self = .agentMemory_2026_07_22
        case "mid-conversation-tool-changes-2026-07-01": self = .midConversationToolChanges_2026_07_01
        case "compact-2026-01-12": self = .compact_2026_01_12
        case "computer-use-2025-11-24": self = .computerUse_2025_11_24
        case "mcp-tunnels-2026-06-22": self = .mcpTunnels_2026_06_22
        case "structured-outputs-2025-11-13": self = .structuredOutputs_2025_11_13
        case "task-budgets-2026-03-13": self = .taskBudgets_2026_03_13
        case "thinking-display-updates-2026-08-18": self = .thinkingDisplayUpdates_2026_08_18
        case "mid-conversation-output-config-2026-07-01": self = .midConversationOutputConfig_2026_07_01
        case "thinking-binding-controls-2026-08-01": self = .thinkingBindingControls_2026_08_01
        case "mid-conversation-system-clear-at-2026-08-21": self = .midConversationSystemClearAt_2026_08_21
        case "compact-2026-09-04": self = .compact_2026_09_04
        case "inline-tools-2026-09-15": self = .inlineTools_2026_09_15
        case "mcp-client-2026-09-15": self = .mcpClient_2026_09_15
        case "ce-plugins-2026-09-01": self = .cePlugins_2026_09_01
        case "spend-limit-reads-2026-09-26": self = .spendLimitReads_2026_09_26
        case "telemetry-destinations-2026-08-11": self = .telemetryDestinations_2026_08_11
        case "webhooks-2026-10-07": self = .webhooks_2026_10_07
        case "admin-user-sign-out-2026-10-08": self = .adminUserSignOut_2026_10_08
        case "message-threads-2026-08-12": self = .messageThreads_2026_08_12
        case "analytics-usage-cost-2026-08-24": self = .analyticsUsageCost_2026_08_24
        case "experimental-claude-tag-2026-10-21": self = .experimentalClaudeTag_2026_10_21
        case "message-batches-2024-09-24": self = .messageBatches_2024_09_24
        case "prompt-caching-2024-07-31": self = .promptCaching_2024_07_31
        case "pdfs-2024-09-25": self = .pdfs_2024_09_25
        case "token-counting-2024-11-01": self = .tokenCounting_2024_11_01
        case "token-efficient-tools-2025-02-19": self = .tokenEfficientTools_2025_02_19
        case "files-api-2025-04-14": self = .filesApi_2025_04_14
        case "extended-cache-ttl-2025-04-11": self = .extendedCacheTtl_2025_04_11
        case "skills-2025-10-02": self = .skills_2025_10_02
        case "cache-diagnosis-2026-04-07": self = .cacheDiagnosis_2026_04_07
        case "ce-user-management-2026-07-13": self = .ceUserManagement_2026_07_13
        case "ce-claude-code-managed-settings-2026-10-06": self = .ceClaudeCodeManagedSettings_2026_10_06
        case "efs-2026-10-01": self = .efs_2026_10_01
        case "google-managed-data-controls-2026-09-01": self = .googleManagedDataControls_2026_09_01
        case "user-profiles-billing-2026-10-01": self = .userProfilesBilling_2026_10_01
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .computerUse_2024_10_22: "computer-use-2024-10-22"
        case .computerUse_2025_01_24: "computer-use-2025-01-24"
        case .output128k_2025_02_19: "output-128k-2025-02-19"
        case .mcpClient_2025_04_04: "mcp-client-2025-04-04"
        case .mcpClient_2025_11_20: "mcp-client-2025-11-20"
        case .devFullThinking_2025_05_14: "dev-full-thinking-2025-05-14"
        case .interleavedThinking_2025_05_14: "interleaved-thinking-2025-05-14"
        case .codeExecution_2025_05_22: "code-execution-2025-05-22"
        case .context1m_2025_08_07: "context-1m-2025-08-07"
        case .contextManagement_2025_06_27: "context-management-2025-06-27"
        case .modelContextWindowExceeded_2025_08_26: "model-context-window-exceeded-2025-08-26"
        case .fastMode_2026_02_01: "fast-mode-2026-02-01"
        case .output300k_2026_03_24: "output-300k-2026-03-24"
        case .userProfiles_2026_03_24: "user-profiles-2026-03-24"
        case .userProfiles_2026_08_18: "user-profiles-2026-08-18"
        case .userProfiles_2026_09_04: "user-profiles-2026-09-04"
        case .advisorTool_2026_03_01: "advisor-tool-2026-03-01"
        case .managedAgents_2026_04_01: "managed-agents-2026-04-01"
        case .dreaming_2026_04_21: "dreaming-2026-04-21"
        case .thinkingTokenCount_2026_05_13: "thinking-token-count-2026-05-13"
        case .serverSideFallback_2026_06_01: "server-side-fallback-2026-06-01"
        case .serverSideFallback_2026_07_01: "server-side-fallback-2026-07-01"
        case .fallbackCredit_2026_06_01: "fallback-credit-2026-06-01"
        case .fallbackCredit_2026_07_01: "fallback-credit-2026-07-01"
        case .agentMemory_2026_07_22: "agent-memory-2026-07-22"
        case .midConversationToolChanges_2026_07_01: "mid-conversation-tool-changes-2026-07-01"
        case .compact_2026_01_12: "compact-2026-01-12"
        case .computerUse_2025_11_24: "computer-use-2025-11-24"
        case .mcpTunnels_2026_06_22: "mcp-tunnels-2026-06-22"
        case .structuredOutputs_2025_11_13: "structured-outputs-2025-11-13"
        case .taskBudgets_2026_03_13: "task-budgets-2026-03-13"
        case .thinkingDisplayUpdates_2026_08_18: "thinking-display-updates-2026-08-18"
        case .midConversationOutputConfig_2026_07_01: "mid-conversation-output-config-2026-07-01"
        case .thinkingBindingControls_2026_08_01: "thinking-binding-controls-2026-08-01"
        case .midConversationSystemClearAt_2026_08_21: "mid-conversation-system-clear-at-2026-08-21"
        case .compact_2026_09_04: "compact-2026-09-04"
        case .inlineTools_2026_09_15: "inline-tools-2026-09-15"
        case .mcpClient_2026_09_15: "mcp-client-2026-09-15"
        case .cePlugins_2026_09_01: "ce-plugins-2026-09-01"
        case .spendLimitReads_2026_09_26: "spend-limit-reads-2026-09-26"
        case .telemetryDestinations_2026_08_11: "telemetry-destinations-2026-08-11"
        case .webhooks_2026_10_07: "webhooks-2026-10-07"
        case .adminUserSignOut_2026_10_08: "admin-user-sign-out-2026-10-08"
        case .messageThreads_2026_08_12: "message-threads-2026-08-12"
        case .analyticsUsageCost_2026_08_24: "analytics-usage-cost-2026-08-24"
        case .experimentalClaudeTag_2026_10_21: "experimental-claude-tag-2026-10-21"
        case .messageBatches_2024_09_24: "message-batches-2024-09-24"
        case .promptCaching_2024_07_31: "prompt-caching-2024-07-31"
        case .pdfs_2024_09_25: "pdfs-2024-09-25"
        case .tokenCounting_2024_11_01: "token-counting-2024-11-01"
        case .tokenEfficientTools_2025_02_19: "token-efficient-tools-2025-02-19"
        case .filesApi_2025_04_14: "files-api-2025-04-14"
        case .extendedCacheTtl_2025_04_11: "extended-cache-ttl-2025-04-11"
        case .skills_2025_10_02: "skills-2025-10-02"
        case .cacheDiagnosis_2026_04_07: "cache-diagnosis-2026-04-07"
        case .ceUserManagement_2026_07_13: "ce-user-management-2026-07-13"
        case .ceClaudeCodeManagedSettings_2026_10_06: "ce-claude-code-managed-settings-2026-10-06"
        case .efs_2026_10_01: "efs-2026-10-01"
        case .googleManagedDataControls_2026_09_01: "google-managed-data-controls-2026-09-01"
        case .userProfilesBilling_2026_10_01: "user-profiles-billing-2026-10-01"
        case .unknown(let value): value
        }
    }
}
