// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ResponsePromptCacheDiagnosticsCacheMiss`
public nonisolated struct ResponsePromptCacheDiagnosticsCacheMiss: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The estimated number of input tokens affected after the first detected
    /// divergence.
    public var cacheMissedTokens: Int

    /// The raw token count of the reusable prefix in the compared response.
    public var comparisonReusableTokens: Int?

    /// The reason prompt cache reuse did not occur.
    public var reason: ResponsePromptCacheDiagnosticsCacheMiss.Reason

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        cacheMissedTokens: Int,
        reason: ResponsePromptCacheDiagnosticsCacheMiss.Reason,
        comparisonReusableTokens: Int? = nil
    ) {
        self.cacheMissedTokens = cacheMissedTokens
        self.comparisonReusableTokens = comparisonReusableTokens
        self.reason = reason
        self.type = "cache_miss"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            cacheMissedTokens: .emptyValue,
            reason: .emptyValue
        )
    }

    /// The reason prompt cache reuse did not occur.
    public nonisolated enum Reason: OpenEnum, EmptyDecodable {
        case modelChanged
        case promptCacheKeyChanged
        case toolsChanged
        case textFormatChanged
        case reasoningEffortChanged
        case verbosityChanged
        case contextCompacted
        case inputChanged
        case serviceTierChanged
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "model_changed": self = .modelChanged
            case "prompt_cache_key_changed": self = .promptCacheKeyChanged
            case "tools_changed": self = .toolsChanged
            case "text_format_changed": self = .textFormatChanged
            case "reasoning_effort_changed": self = .reasoningEffortChanged
            case "verbosity_changed": self = .verbosityChanged
            case "context_compacted": self = .contextCompacted
            case "input_changed": self = .inputChanged
            case "service_tier_changed": self = .serviceTierChanged
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .modelChanged: "model_changed"
            case .promptCacheKeyChanged: "prompt_cache_key_changed"
            case .toolsChanged: "tools_changed"
            case .textFormatChanged: "text_format_changed"
            case .reasoningEffortChanged: "reasoning_effort_changed"
            case .verbosityChanged: "verbosity_changed"
            case .contextCompacted: "context_compacted"
            case .inputChanged: "input_changed"
            case .serviceTierChanged: "service_tier_changed"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheMissedTokens = try container.decodeRequired(Int.self, forKey: "cache_missed_tokens", in: decoder)
        self.comparisonReusableTokens = try container.decodeIfPresent(Int.self, forKey: "comparison_reusable_tokens")
        self.reason = try container.decodeRequired(ResponsePromptCacheDiagnosticsCacheMiss.Reason.self, forKey: "reason", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "cache_miss")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.cacheMissedTokens, forKey: "cache_missed_tokens")
        try container.encodeIfPresent(self.comparisonReusableTokens, forKey: "comparison_reusable_tokens")
        try container.encode(self.reason, forKey: "reason")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == ResponsePromptCacheDiagnosticsCacheMiss {
    public static var comparisonReusableTokens: Self { Self("comparison_reusable_tokens") }
}
