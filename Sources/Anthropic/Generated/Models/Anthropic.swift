// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AnthropicBeta`
public enum AnthropicBeta: OpenEnum, EmptyDecodable {
    case messageBatches20240924
    case promptCaching20240731
    case computerUse20241022
    case computerUse20250124
    case pdfs20240925
    case tokenCounting20241101
    case tokenEfficientTools20250219
    case output128k20250219
    case filesApi20250414
    case mcpClient20250404
    case mcpClient20251120
    case devFullThinking20250514
    case interleavedThinking20250514
    case codeExecution20250522
    case extendedCacheTtl20250411
    case context1m20250807
    case contextManagement20250627
    case modelContextWindowExceeded20250826
    case skills20251002
    case fastMode20260201
    case output300k20260324
    case userProfiles20260324
    case advisorTool20260301
    case managedAgents20260401
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "message-batches-2024-09-24": self = .messageBatches20240924
        case "prompt-caching-2024-07-31": self = .promptCaching20240731
        case "computer-use-2024-10-22": self = .computerUse20241022
        case "computer-use-2025-01-24": self = .computerUse20250124
        case "pdfs-2024-09-25": self = .pdfs20240925
        case "token-counting-2024-11-01": self = .tokenCounting20241101
        case "token-efficient-tools-2025-02-19": self = .tokenEfficientTools20250219
        case "output-128k-2025-02-19": self = .output128k20250219
        case "files-api-2025-04-14": self = .filesApi20250414
        case "mcp-client-2025-04-04": self = .mcpClient20250404
        case "mcp-client-2025-11-20": self = .mcpClient20251120
        case "dev-full-thinking-2025-05-14": self = .devFullThinking20250514
        case "interleaved-thinking-2025-05-14": self = .interleavedThinking20250514
        case "code-execution-2025-05-22": self = .codeExecution20250522
        case "extended-cache-ttl-2025-04-11": self = .extendedCacheTtl20250411
        case "context-1m-2025-08-07": self = .context1m20250807
        case "context-management-2025-06-27": self = .contextManagement20250627
        case "model-context-window-exceeded-2025-08-26": self = .modelContextWindowExceeded20250826
        case "skills-2025-10-02": self = .skills20251002
        case "fast-mode-2026-02-01": self = .fastMode20260201
        case "output-300k-2026-03-24": self = .output300k20260324
        case "user-profiles-2026-03-24": self = .userProfiles20260324
        case "advisor-tool-2026-03-01": self = .advisorTool20260301
        case "managed-agents-2026-04-01": self = .managedAgents20260401
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .messageBatches20240924: "message-batches-2024-09-24"
        case .promptCaching20240731: "prompt-caching-2024-07-31"
        case .computerUse20241022: "computer-use-2024-10-22"
        case .computerUse20250124: "computer-use-2025-01-24"
        case .pdfs20240925: "pdfs-2024-09-25"
        case .tokenCounting20241101: "token-counting-2024-11-01"
        case .tokenEfficientTools20250219: "token-efficient-tools-2025-02-19"
        case .output128k20250219: "output-128k-2025-02-19"
        case .filesApi20250414: "files-api-2025-04-14"
        case .mcpClient20250404: "mcp-client-2025-04-04"
        case .mcpClient20251120: "mcp-client-2025-11-20"
        case .devFullThinking20250514: "dev-full-thinking-2025-05-14"
        case .interleavedThinking20250514: "interleaved-thinking-2025-05-14"
        case .codeExecution20250522: "code-execution-2025-05-22"
        case .extendedCacheTtl20250411: "extended-cache-ttl-2025-04-11"
        case .context1m20250807: "context-1m-2025-08-07"
        case .contextManagement20250627: "context-management-2025-06-27"
        case .modelContextWindowExceeded20250826: "model-context-window-exceeded-2025-08-26"
        case .skills20251002: "skills-2025-10-02"
        case .fastMode20260201: "fast-mode-2026-02-01"
        case .output300k20260324: "output-300k-2026-03-24"
        case .userProfiles20260324: "user-profiles-2026-03-24"
        case .advisorTool20260301: "advisor-tool-2026-03-01"
        case .managedAgents20260401: "managed-agents-2026-04-01"
        case .unknown(let value): value
        }
    }
}
