// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Cumulative token usage for a session across all turns.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionUsage`
public struct BetaManagedAgentsSessionUsage: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.inputTokens = try container.decodeIfPresent(Int.self, forKey: "input_tokens")
        self.outputTokens = try container.decodeIfPresent(Int.self, forKey: "output_tokens")
        self.cacheReadInputTokens = try container.decodeIfPresent(Int.self, forKey: "cache_read_input_tokens")
        self.cacheCreation = try container.decodeIfPresent(BetaManagedAgentsCacheCreationUsage.self, forKey: "cache_creation")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.inputTokens, forKey: "input_tokens")
        try container.encodeIfPresent(self.outputTokens, forKey: "output_tokens")
        try container.encodeIfPresent(self.cacheReadInputTokens, forKey: "cache_read_input_tokens")
        try container.encodeIfPresent(self.cacheCreation, forKey: "cache_creation")
    }
}
