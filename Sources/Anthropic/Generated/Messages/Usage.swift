// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Usage
///
/// - Schema: `#/components/schemas/Usage`
public nonisolated struct Usage: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// The number of output tokens which were used.
    public var outputTokens: Int

    /// The number of server tool requests.
    public var serverToolUse: ServerToolUsage?

    /// If the request used the priority, standard, or batch tier.
    public var serviceTier: Usage.ServiceTier?

    /// Breakdown of output tokens by category.
    ///
    /// `output_tokens` remains the inclusive, authoritative total used for billing.
    /// This object provides a read-only decomposition for observability — for example,
    /// how many of the billed output tokens were spent on internal reasoning that may
    /// have been summarized before being returned to you.
    public var outputTokensDetails: OutputTokensDetails?

    /// The inference speed mode used for this request.
    public var speed: Usage.Speed?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        cacheCreation: CacheCreation?,
        cacheCreationInputTokens: Int?,
        cacheReadInputTokens: Int?,
        inferenceGeo: String?,
        inputTokens: Int,
        outputTokens: Int,
        serverToolUse: ServerToolUsage?,
        serviceTier: Usage.ServiceTier?,
        outputTokensDetails: OutputTokensDetails? = nil,
        speed: Usage.Speed? = nil
    ) {
        self.cacheCreation = cacheCreation
        self.cacheCreationInputTokens = cacheCreationInputTokens
        self.cacheReadInputTokens = cacheReadInputTokens
        self.inferenceGeo = inferenceGeo
        self.inputTokens = inputTokens
        self.outputTokens = outputTokens
        self.serverToolUse = serverToolUse
        self.serviceTier = serviceTier
        self.outputTokensDetails = outputTokensDetails
        self.speed = speed
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
            outputTokens: .emptyValue,
            serverToolUse: nil,
            serviceTier: nil
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

    /// The inference speed mode used for this request.
    public nonisolated enum Speed: OpenEnum, EmptyDecodable {
        case standard
        case fast
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "standard": self = .standard
            case "fast": self = .fast
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .standard: "standard"
            case .fast: "fast"
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
        self.outputTokens = try container.decodeRequired(Int.self, forKey: "output_tokens", in: decoder)
        self.serverToolUse = try container.decodeIfPresent(ServerToolUsage.self, forKey: "server_tool_use")
        self.serviceTier = try container.decodeIfPresent(Usage.ServiceTier.self, forKey: "service_tier")
        self.outputTokensDetails = try container.decodeIfPresent(OutputTokensDetails.self, forKey: "output_tokens_details")
        self.speed = try container.decodeIfPresent(Usage.Speed.self, forKey: "speed")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.cacheCreation, forKey: "cache_creation")
        try container.encode(self.cacheCreationInputTokens, forKey: "cache_creation_input_tokens")
        try container.encode(self.cacheReadInputTokens, forKey: "cache_read_input_tokens")
        try container.encode(self.inferenceGeo, forKey: "inference_geo")
        try container.encode(self.inputTokens, forKey: "input_tokens")
        try container.encode(self.outputTokens, forKey: "output_tokens")
        try container.encode(self.serverToolUse, forKey: "server_tool_use")
        try container.encode(self.serviceTier, forKey: "service_tier")
        try container.encodeIfPresent(self.outputTokensDetails, forKey: "output_tokens_details")
        try container.encodeIfPresent(self.speed, forKey: "speed")
    }
}

nonisolated extension NullableMember where Owner == Usage {
    public static var outputTokensDetails: Self { Self("output_tokens_details") }
    public static var speed: Self { Self("speed") }
}
