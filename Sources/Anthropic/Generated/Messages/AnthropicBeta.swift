// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AnthropicBeta`
public nonisolated enum AnthropicBeta: OpenEnum, EmptyDecodable {
    case messageBatches_2024_09_24
    case promptCaching_2024_07_31
    case computerUse_2024_10_22
    case computerUse_2025_01_24
    case pdfs_2024_09_25
    case tokenCounting_2024_11_01
    case tokenEfficientTools_2025_02_19
    case output128k_2025_02_19
    case filesApi_2025_04_14
    case mcpClient_2025_04_04
    case mcpClient_2025_11_20
    case devFullThinking_2025_05_14
    case interleavedThinking_2025_05_14
    case codeExecution_2025_05_22
    case extendedCacheTtl_2025_04_11
    case context1m_2025_08_07
    case contextManagement_2025_06_27
    case modelContextWindowExceeded_2025_08_26
    case skills_2025_10_02
    case fastMode_2026_02_01
    case output300k_2026_03_24
    case userProfiles_2026_03_24
    case advisorTool_2026_03_01
    case managedAgents_2026_04_01
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "message-batches-2024-09-24": self = .messageBatches_2024_09_24
        case "prompt-caching-2024-07-31": self = .promptCaching_2024_07_31
        case "computer-use-2024-10-22": self = .computerUse_2024_10_22
        case "computer-use-2025-01-24": self = .computerUse_2025_01_24
        case "pdfs-2024-09-25": self = .pdfs_2024_09_25
        case "token-counting-2024-11-01": self = .tokenCounting_2024_11_01
        case "token-efficient-tools-2025-02-19": self = .tokenEfficientTools_2025_02_19
        case "output-128k-2025-02-19": self = .output128k_2025_02_19
        case "files-api-2025-04-14": self = .filesApi_2025_04_14
        case "mcp-client-2025-04-04": self = .mcpClient_2025_04_04
        case "mcp-client-2025-11-20": self = .mcpClient_2025_11_20
        case "dev-full-thinking-2025-05-14": self = .devFullThinking_2025_05_14
        case "interleaved-thinking-2025-05-14": self = .interleavedThinking_2025_05_14
        case "code-execution-2025-05-22": self = .codeExecution_2025_05_22
        case "extended-cache-ttl-2025-04-11": self = .extendedCacheTtl_2025_04_11
        case "context-1m-2025-08-07": self = .context1m_2025_08_07
        case "context-management-2025-06-27": self = .contextManagement_2025_06_27
        case "model-context-window-exceeded-2025-08-26": self = .modelContextWindowExceeded_2025_08_26
        case "skills-2025-10-02": self = .skills_2025_10_02
        case "fast-mode-2026-02-01": self = .fastMode_2026_02_01
        case "output-300k-2026-03-24": self = .output300k_2026_03_24
        case "user-profiles-2026-03-24": self = .userProfiles_2026_03_24
        case "advisor-tool-2026-03-01": self = .advisorTool_2026_03_01
        case "managed-agents-2026-04-01": self = .managedAgents_2026_04_01
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .messageBatches_2024_09_24: "message-batches-2024-09-24"
        case .promptCaching_2024_07_31: "prompt-caching-2024-07-31"
        case .computerUse_2024_10_22: "computer-use-2024-10-22"
        case .computerUse_2025_01_24: "computer-use-2025-01-24"
        case .pdfs_2024_09_25: "pdfs-2024-09-25"
        case .tokenCounting_2024_11_01: "token-counting-2024-11-01"
        case .tokenEfficientTools_2025_02_19: "token-efficient-tools-2025-02-19"
        case .output128k_2025_02_19: "output-128k-2025-02-19"
        case .filesApi_2025_04_14: "files-api-2025-04-14"
        case .mcpClient_2025_04_04: "mcp-client-2025-04-04"
        case .mcpClient_2025_11_20: "mcp-client-2025-11-20"
        case .devFullThinking_2025_05_14: "dev-full-thinking-2025-05-14"
        case .interleavedThinking_2025_05_14: "interleaved-thinking-2025-05-14"
        case .codeExecution_2025_05_22: "code-execution-2025-05-22"
        case .extendedCacheTtl_2025_04_11: "extended-cache-ttl-2025-04-11"
        case .context1m_2025_08_07: "context-1m-2025-08-07"
        case .contextManagement_2025_06_27: "context-management-2025-06-27"
        case .modelContextWindowExceeded_2025_08_26: "model-context-window-exceeded-2025-08-26"
        case .skills_2025_10_02: "skills-2025-10-02"
        case .fastMode_2026_02_01: "fast-mode-2026-02-01"
        case .output300k_2026_03_24: "output-300k-2026-03-24"
        case .userProfiles_2026_03_24: "user-profiles-2026-03-24"
        case .advisorTool_2026_03_01: "advisor-tool-2026-03-01"
        case .managedAgents_2026_04_01: "managed-agents-2026-04-01"
        case .unknown(let value): value
        }
    }
}
