// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// Usage
///
/// - Schema: `#/components/schemas/BetaUsage`
public nonisolated struct BetaUsage: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Breakdown of cached tokens by TTL
    public var cacheCreation: CacheCreation?

    /// The number of input tokens used to create the cache entry.
    public var cacheCreationInputTokens: Int?

    /// The number of input tokens read from the cache.
    public var cacheReadInputTokens: Int?

    /// The geographic region where inference was performed for this request.
    public var inferenceGeo: String?

    /// The number of input tokens which were used.
    public var inputTokens: Int

    public var iterations: BetaIterationsUsage?

    /// The number of output tokens which were used.
    public var outputTokens: Int

    /// The number of server tool requests.
    public var serverToolUse: ServerToolUsage?

    /// If the request used the priority, standard, or batch tier.
    public var serviceTier: BetaUsage.ServiceTier?

    /// The inference speed mode used for this request.
    public var speed: BetaSpeed?

    /// Outcome of the `fallback_credit_token` presented on this request.
    ///
    /// Present on every response to a non-batch request that carried a
    /// `fallback_credit_token`, in either redemption mode; absent otherwise (batch
    /// items accept and ignore the token and carry no outcome object).
    public var fallbackCredit: BetaFallbackCreditUsage?

    /// Breakdown of output tokens by category.
    ///
    /// `output_tokens` remains the inclusive, authoritative total used for billing.
    /// This object provides a read-only decomposition for observability — for example,
    /// how many of the billed output tokens were spent on internal reasoning that may
    /// have been summarized before being returned to you.
    public var outputTokensDetails: OutputTokensDetails?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        cacheCreation: CacheCreation?,
        cacheCreationInputTokens: Int?,
        cacheReadInputTokens: Int?,
        inferenceGeo: String?,
        inputTokens: Int,
        iterations: BetaIterationsUsage?,
        outputTokens: Int,
        serverToolUse: ServerToolUsage?,
        serviceTier: BetaUsage.ServiceTier?,
        speed: BetaSpeed?,
        fallbackCredit: BetaFallbackCreditUsage? = nil,
        outputTokensDetails: OutputTokensDetails? = nil
    ) {
        self.cacheCreation = cacheCreation
        self.cacheCreationInputTokens = cacheCreationInputTokens
        self.cacheReadInputTokens = cacheReadInputTokens
        self.inferenceGeo = inferenceGeo
        self.inputTokens = inputTokens
        self.iterations = iterations
        self.outputTokens = outputTokens
        self.serverToolUse = serverToolUse
        self.serviceTier = serviceTier
        self.speed = speed
        self.fallbackCredit = fallbackCredit
        self.outputTokensDetails = outputTokensDetails
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            cacheCreation: nil,
            cacheCreationInputTokens: nil,
            cacheReadInputTokens: nil,
            inferenceGeo: nil,
            inputTokens: .emptyValue,
            iterations: nil,
            outputTokens: .emptyValue,
            serverToolUse: nil,
            serviceTier: nil,
            speed: nil
        )
    }

    /// If the request used the priority, standard, or batch tier.
    public nonisolated enum ServiceTier: OpenEnum, EmptyDecodable {
        case standard
        case priority
        case batch
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "standard": self = .standard
            case "priority": self = .priority
            case "batch": self = .batch
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .standard: "standard"
            case .priority: "priority"
            case .batch: "batch"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheCreation = try container.decodeIfPresent(CacheCreation.self, forKey: "cache_creation")
        self.cacheCreationInputTokens = try container.decodeIfPresent(Int.self, forKey: "cache_creation_input_tokens")
        self.cacheReadInputTokens = try container.decodeIfPresent(Int.self, forKey: "cache_read_input_tokens")
        self.inferenceGeo = try container.decodeIfPresent(String.self, forKey: "inference_geo")
        self.inputTokens = try container.decodeRequired(Int.self, forKey: "input_tokens", in: decoder)
        self.iterations = try container.decodeIfPresent(BetaIterationsUsage.self, forKey: "iterations")
        self.outputTokens = try container.decodeRequired(Int.self, forKey: "output_tokens", in: decoder)
        self.serverToolUse = try container.decodeIfPresent(ServerToolUsage.self, forKey: "server_tool_use")
        self.serviceTier = try container.decodeIfPresent(BetaUsage.ServiceTier.self, forKey: "service_tier")
        self.speed = try container.decodeIfPresent(BetaSpeed.self, forKey: "speed")
        self.fallbackCredit = try container.decodeIfPresent(BetaFallbackCreditUsage.self, forKey: "fallback_credit")
        self.outputTokensDetails = try container.decodeIfPresent(OutputTokensDetails.self, forKey: "output_tokens_details")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.cacheCreation, forKey: "cache_creation")
        try container.encode(self.cacheCreationInputTokens, forKey: "cache_creation_input_tokens")
        try container.encode(self.cacheReadInputTokens, forKey: "cache_read_input_tokens")
        try container.encode(self.inferenceGeo, forKey: "inference_geo")
        try container.encode(self.inputTokens, forKey: "input_tokens")
        try container.encode(self.iterations, forKey: "iterations")
        try container.encode(self.outputTokens, forKey: "output_tokens")
        try container.encode(self.serverToolUse, forKey: "server_tool_use")
        try container.encode(self.serviceTier, forKey: "service_tier")
        try container.encode(self.speed, forKey: "speed")
        try container.encodeIfPresent(self.fallbackCredit, forKey: "fallback_credit")
        try container.encodeIfPresent(self.outputTokensDetails, forKey: "output_tokens_details")
    }
}

nonisolated extension NullableMember where Owner == BetaUsage {
    public static var fallbackCredit: Self { Self("fallback_credit") }
    public static var outputTokensDetails: Self { Self("output_tokens_details") }
}
