// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Cumulative token usage for a session across all turns.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionUsage`
public struct BetaManagedAgentsSessionUsage: Codable, Hashable, Sendable {
    /// Total input tokens consumed across all turns.
    public var inputTokens: Int?

    /// Total output tokens generated across all turns.
    public var outputTokens: Int?

    /// Total tokens read from prompt cache.
    public var cacheReadInputTokens: Int?

    /// Tokens used to create prompt cache entries, broken down by cache TTL.
    public var cacheCreation: BetaManagedAgentsSessionUsage.CacheCreation?

    public init(
        inputTokens: Int? = nil,
        outputTokens: Int? = nil,
        cacheReadInputTokens: Int? = nil,
        cacheCreation: BetaManagedAgentsSessionUsage.CacheCreation? = nil
    ) {
        self.inputTokens = inputTokens
        self.outputTokens = outputTokens
        self.cacheReadInputTokens = cacheReadInputTokens
        self.cacheCreation = cacheCreation
    }

    /// Tokens used to create prompt cache entries, broken down by cache TTL.
    public struct CacheCreation: Codable, Hashable, Sendable {
        /// Tokens used to create 1-hour ephemeral cache entries.
        public var ephemeral1hInputTokens: Int?

        /// Tokens used to create 5-minute ephemeral cache entries.
        public var ephemeral5mInputTokens: Int?

        public init(
            ephemeral1hInputTokens: Int? = nil,
            ephemeral5mInputTokens: Int? = nil
        ) {
            self.ephemeral1hInputTokens = ephemeral1hInputTokens
            self.ephemeral5mInputTokens = ephemeral5mInputTokens
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case ephemeral1hInputTokens = "ephemeral_1h_input_tokens"
            case ephemeral5mInputTokens = "ephemeral_5m_input_tokens"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.ephemeral1hInputTokens = try container.decodeIfPresent(Int.self, forKey: .ephemeral1hInputTokens)
            self.ephemeral5mInputTokens = try container.decodeIfPresent(Int.self, forKey: .ephemeral5mInputTokens)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.ephemeral1hInputTokens, forKey: .ephemeral1hInputTokens)
            try container.encodeIfPresent(self.ephemeral5mInputTokens, forKey: .ephemeral5mInputTokens)
        }
    }

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
        self.cacheCreation = try container.decodeIfPresent(BetaManagedAgentsSessionUsage.CacheCreation.self, forKey: .cacheCreation)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.inputTokens, forKey: .inputTokens)
        try container.encodeIfPresent(self.outputTokens, forKey: .outputTokens)
        try container.encodeIfPresent(self.cacheReadInputTokens, forKey: .cacheReadInputTokens)
        try container.encodeIfPresent(self.cacheCreation, forKey: .cacheCreation)
    }
}
