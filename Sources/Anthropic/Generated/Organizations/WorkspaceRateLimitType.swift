// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/WorkspaceRateLimitType`
public nonisolated enum WorkspaceRateLimitType: OpenEnum, EmptyDecodable {
    case fastItpmca
    case fastOtpm
    case inputTokensPerMinute
    case inputTokensPerMinuteCacheAware
    case outputTokensPerMinute
    case requestsPerMinute
    case tokensPerDay
    case tokensPerMinute
    case toolUsesPerSecond
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "fast_itpmca": self = .fastItpmca
        case "fast_otpm": self = .fastOtpm
        case "input_tokens_per_minute": self = .inputTokensPerMinute
        case "input_tokens_per_minute_cache_aware": self = .inputTokensPerMinuteCacheAware
        case "output_tokens_per_minute": self = .outputTokensPerMinute
        case "requests_per_minute": self = .requestsPerMinute
        case "tokens_per_day": self = .tokensPerDay
        case "tokens_per_minute": self = .tokensPerMinute
        case "tool_uses_per_second": self = .toolUsesPerSecond
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .fastItpmca: "fast_itpmca"
        case .fastOtpm: "fast_otpm"
        case .inputTokensPerMinute: "input_tokens_per_minute"
        case .inputTokensPerMinuteCacheAware: "input_tokens_per_minute_cache_aware"
        case .outputTokensPerMinute: "output_tokens_per_minute"
        case .requestsPerMinute: "requests_per_minute"
        case .tokensPerDay: "tokens_per_day"
        case .tokensPerMinute: "tokens_per_minute"
        case .toolUsesPerSecond: "tool_uses_per_second"
        case .unknown(let value): value
        }
    }
}
