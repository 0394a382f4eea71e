// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents token usage details including input tokens, output tokens,
/// a breakdown of output tokens, and the total tokens used.
///
/// - Schema: `#/components/schemas/BetaResponseUsage`
public struct BetaResponseUsage: Codable, Hashable, Sendable, EmptyDecodable {
    /// The number of input tokens.
    public var inputTokens: Int

    /// A detailed breakdown of the input tokens.
    public var inputTokensDetails: BetaResponseUsage.InputTokensDetails

    /// The number of output tokens.
    public var outputTokens: Int

    /// A detailed breakdown of the output tokens.
    public var outputTokensDetails: BetaResponseUsage.OutputTokensDetails

    /// The total number of tokens used.
    public var totalTokens: Int

    public init(
        inputTokens: Int,
        inputTokensDetails: BetaResponseUsage.InputTokensDetails,
        outputTokens: Int,
        outputTokensDetails: BetaResponseUsage.OutputTokensDetails,
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
    public struct InputTokensDetails: Codable, Hashable, Sendable, EmptyDecodable {
        /// The number of tokens that were retrieved from the cache.
        /// [More on prompt caching](/docs/guides/prompt-caching).
        public var cachedTokens: Int

        /// The number of input tokens that were written to the cache.
        public var cacheWriteTokens: Int

        public init(
            cachedTokens: Int,
            cacheWriteTokens: Int
        ) {
            self.cachedTokens = cachedTokens
            self.cacheWriteTokens = cacheWriteTokens
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                cachedTokens: .emptyValue,
                cacheWriteTokens: .emptyValue
            )
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case cachedTokens = "cached_tokens"
            case cacheWriteTokens = "cache_write_tokens"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.cachedTokens = try container.decodeRequired(Int.self, forKey: .cachedTokens, in: decoder)
            self.cacheWriteTokens = try container.decodeRequired(Int.self, forKey: .cacheWriteTokens, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.cachedTokens, forKey: .cachedTokens)
            try container.encode(self.cacheWriteTokens, forKey: .cacheWriteTokens)
        }
    }

    /// A detailed breakdown of the output tokens.
    public struct OutputTokensDetails: Codable, Hashable, Sendable, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case reasoningTokens = "reasoning_tokens"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.reasoningTokens = try container.decodeRequired(Int.self, forKey: .reasoningTokens, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.reasoningTokens, forKey: .reasoningTokens)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case inputTokens = "input_tokens"
        case inputTokensDetails = "input_tokens_details"
        case outputTokens = "output_tokens"
        case outputTokensDetails = "output_tokens_details"
        case totalTokens = "total_tokens"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.inputTokens = try container.decodeRequired(Int.self, forKey: .inputTokens, in: decoder)
        self.inputTokensDetails = try container.decodeRequired(BetaResponseUsage.InputTokensDetails.self, forKey: .inputTokensDetails, in: decoder)
        self.outputTokens = try container.decodeRequired(Int.self, forKey: .outputTokens, in: decoder)
        self.outputTokensDetails = try container.decodeRequired(BetaResponseUsage.OutputTokensDetails.self, forKey: .outputTokensDetails, in: decoder)
        self.totalTokens = try container.decodeRequired(Int.self, forKey: .totalTokens, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.inputTokens, forKey: .inputTokens)
        try container.encode(self.inputTokensDetails, forKey: .inputTokensDetails)
        try container.encode(self.outputTokens, forKey: .outputTokens)
        try container.encode(self.outputTokensDetails, forKey: .outputTokensDetails)
        try container.encode(self.totalTokens, forKey: .totalTokens)
    }
}
