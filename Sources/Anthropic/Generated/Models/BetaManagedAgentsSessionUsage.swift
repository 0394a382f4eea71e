// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Cumulative token usage for a session across all turns.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionUsage`
public struct BetaManagedAgentsSessionUsage: Codable, Hashable, Sendable, EmptyDecodable {
    /// Total input tokens consumed across all turns.
    public var inputTokens: Int?

    /// Total output tokens generated across all turns.
    public var outputTokens: Int?

    /// Total tokens read from prompt cache.
    public var cacheReadInputTokens: Int?

    /// Tokens used to create prompt cache entries, broken down by cache TTL.
    public var cacheCreation: BetaManagedAgentsCacheCreationUsage?

    public init(
        inputTokens: Int? = nil,
        outputTokens: Int? = nil,
        cacheReadInputTokens: Int? = nil,
        cacheCreation: BetaManagedAgentsCacheCreationUsage? = nil
    ) {
        self.inputTokens = inputTokens
        self.outputTokens = outputTokens
        self.cacheReadInputTokens = cacheReadInputTokens
        self.cacheCreation = cacheCreation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case inputTokens = "input_tokens"
        case outputTokens = "output_tokens"
        case cacheReadInputTokens = "cache_read_input_tokens"
        case cacheCreation = "cache_creation"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.inputTokens = try container.decodeIfPresent(Int.self, forKey: .inputTokens)
        self.outputTokens = try container.decodeIfPresent(Int.self, forKey: .outputTokens)
        self.cacheReadInputTokens = try container.decodeIfPresent(Int.self, forKey: .cacheReadInputTokens)
        self.cacheCreation = try container.decodeIfPresent(BetaManagedAgentsCacheCreationUsage.self, forKey: .cacheCreation)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.inputTokens, forKey: .inputTokens)
        try container.encodeIfPresent(self.outputTokens, forKey: .outputTokens)
        try container.encodeIfPresent(self.cacheReadInputTokens, forKey: .cacheReadInputTokens)
        try container.encodeIfPresent(self.cacheCreation, forKey: .cacheCreation)
    }
}
