// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsTokenType`
public nonisolated enum BetaAnalyticsTokenType: OpenEnum, EmptyDecodable {
    case cacheCreationEphemeral1hInputTokens
    case cacheCreationEphemeral5mInputTokens
    case cacheReadInputTokens
    case outputTokens
    case uncachedInputTokens
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "cache_creation.ephemeral_1h_input_tokens": self = .cacheCreationEphemeral1hInputTokens
        case "cache_creation.ephemeral_5m_input_tokens": self = .cacheCreationEphemeral5mInputTokens
        case "cache_read_input_tokens": self = .cacheReadInputTokens
        case "output_tokens": self = .outputTokens
        case "uncached_input_tokens": self = .uncachedInputTokens
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .cacheCreationEphemeral1hInputTokens: "cache_creation.ephemeral_1h_input_tokens"
        case .cacheCreationEphemeral5mInputTokens: "cache_creation.ephemeral_5m_input_tokens"
        case .cacheReadInputTokens: "cache_read_input_tokens"
        case .outputTokens: "output_tokens"
        case .uncachedInputTokens: "uncached_input_tokens"
        case .unknown(let value): value
        }
    }
}
