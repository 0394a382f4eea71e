// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents token usage details including input tokens, output tokens,
/// a breakdown of output tokens, and the total tokens used.
///
/// - Schema: `#/components/schemas/ResponseUsage`
public nonisolated struct ResponseUsage: Codable, Equatable, Sendable, EmptyDecodable {
    /// The number of input tokens.
    public var inputTokens: Int

    /// A detailed breakdown of the input tokens.
    public var inputTokensDetails: ResponseUsage.InputTokensDetails

    /// The number of output tokens.
    public var outputTokens: Int

    /// A detailed breakdown of the output tokens.
    public var outputTokensDetails: ResponseUsage.OutputTokensDetails

    /// The total number of tokens used.
    public var totalTokens: Int

    public init(
        inputTokens: Int,
        inputTokensDetails: ResponseUsage.InputTokensDetails,
        outputTokens: Int,
        outputTokensDetails: ResponseUsage.OutputTokensDetails,
        totalTokens: Int
    ) {
        self.inputTokens = inputTokens
        self.inputTokensDetails = inputTokensDetails
        self.outputTokens = outputTokens
        self.outputTokensDetails = outputTokensDetails
        self.totalTokens = totalTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputTokens: .emptyValue,
            inputTokensDetails: .emptyValue,
            outputTokens: .emptyValue,
            outputTokensDetails: .emptyValue,
            totalTokens: .emptyValue
        )
    }

    /// A detailed breakdown of the input tokens.
    public nonisolated struct InputTokensDetails: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The number of tokens that were retrieved from the cache.
        /// [More on prompt caching](https://platform.openai.com/docs/guides/prompt-caching).
        public var cachedTokens: Int

        /// The number of input tokens that were written to the cache.
        public var cacheWriteTokens: Int

        public var cacheWriteTokensDetails: ResponseUsageInputTokensDetailsCacheWriteTokensDetails?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            cachedTokens: Int,
            cacheWriteTokens: Int,
            cacheWriteTokensDetails: ResponseUsageInputTokensDetailsCacheWriteTokensDetails? = nil
        ) {
            self.cachedTokens = cachedTokens
            self.cacheWriteTokens = cacheWriteTokens
            self.cacheWriteTokensDetails = cacheWriteTokensDetails
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                cachedTokens: .emptyValue,
                cacheWriteTokens: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.cachedTokens = try container.decodeRequired(Int.self, forKey: "cached_tokens", in: decoder)
            self.cacheWriteTokens = try container.decodeRequired(Int.self, forKey: "cache_write_tokens", in: decoder)
            self.cacheWriteTokensDetails = try container.decodeIfPresent(ResponseUsageInputTokensDetailsCacheWriteTokensDetails.self, forKey: "cache_write_tokens_details")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encode(self.cachedTokens, forKey: "cached_tokens")
            try container.encode(self.cacheWriteTokens, forKey: "cache_write_tokens")
            try container.encodeIfPresent(self.cacheWriteTokensDetails, forKey: "cache_write_tokens_details")
        }
    }

    /// A detailed breakdown of the output tokens.
    public nonisolated struct OutputTokensDetails: Codable, Equatable, Sendable, EmptyDecodable {
        /// The number of reasoning tokens.
        public var reasoningTokens: Int

        public init(
            reasoningTokens: Int
        ) {
            self.reasoningTokens = reasoningTokens
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                reasoningTokens: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.reasoningTokens = try container.decodeRequired(Int.self, forKey: "reasoning_tokens", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.reasoningTokens, forKey: "reasoning_tokens")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.inputTokens = try container.decodeRequired(Int.self, forKey: "input_tokens", in: decoder)
        self.inputTokensDetails = try container.decodeRequired(ResponseUsage.InputTokensDetails.self, forKey: "input_tokens_details", in: decoder)
        self.outputTokens = try container.decodeRequired(Int.self, forKey: "output_tokens", in: decoder)
        self.outputTokensDetails = try container.decodeRequired(ResponseUsage.OutputTokensDetails.self, forKey: "output_tokens_details", in: decoder)
        self.totalTokens = try container.decodeRequired(Int.self, forKey: "total_tokens", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.inputTokens, forKey: "input_tokens")
        try container.encode(self.inputTokensDetails, forKey: "input_tokens_details")
        try container.encode(self.outputTokens, forKey: "output_tokens")
        try container.encode(self.outputTokensDetails, forKey: "output_tokens_details")
        try container.encode(self.totalTokens, forKey: "total_tokens")
    }
}

nonisolated extension NullableMember where Owner == ResponseUsage.InputTokensDetails {
    public static var cacheWriteTokensDetails: Self { Self("cache_write_tokens_details") }
}
