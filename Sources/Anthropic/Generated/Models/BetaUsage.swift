// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Usage
///
/// - Schema: `#/components/schemas/BetaUsage`
public struct BetaUsage: Codable, Hashable, Sendable, EmptyDecodable {
    /// Breakdown of cached tokens by TTL
    public var cacheCreation: BetaCacheCreation?

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
    public var serverToolUse: BetaServerToolUsage?

    /// If the request used the priority, standard, or batch tier.
    public var serviceTier: BetaUsage.ServiceTier?

    /// The inference speed mode used for this request.
    public var speed: BetaSpeed?

    public init(
        cacheCreation: BetaCacheCreation?,
        cacheCreationInputTokens: Int?,
        cacheReadInputTokens: Int?,
        inferenceGeo: String?,
        inputTokens: Int,
        iterations: BetaIterationsUsage?,
        outputTokens: Int,
        serverToolUse: BetaServerToolUsage?,
        serviceTier: BetaUsage.ServiceTier?,
        speed: BetaSpeed?
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
    public enum ServiceTier: OpenEnum, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case cacheCreation = "cache_creation"
        case cacheCreationInputTokens = "cache_creation_input_tokens"
        case cacheReadInputTokens = "cache_read_input_tokens"
        case inferenceGeo = "inference_geo"
        case inputTokens = "input_tokens"
        case iterations
        case outputTokens = "output_tokens"
        case serverToolUse = "server_tool_use"
        case serviceTier = "service_tier"
        case speed
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.cacheCreation = try container.decodeIfPresent(BetaCacheCreation.self, forKey: .cacheCreation)
        self.cacheCreationInputTokens = try container.decodeIfPresent(Int.self, forKey: .cacheCreationInputTokens)
        self.cacheReadInputTokens = try container.decodeIfPresent(Int.self, forKey: .cacheReadInputTokens)
        self.inferenceGeo = try container.decodeIfPresent(String.self, forKey: .inferenceGeo)
        self.inputTokens = try container.decodeRequired(Int.self, forKey: .inputTokens, in: decoder)
        self.iterations = try container.decodeIfPresent(BetaIterationsUsage.self, forKey: .iterations)
        self.outputTokens = try container.decodeRequired(Int.self, forKey: .outputTokens, in: decoder)
        self.serverToolUse = try container.decodeIfPresent(BetaServerToolUsage.self, forKey: .serverToolUse)
        self.serviceTier = try container.decodeIfPresent(BetaUsage.ServiceTier.self, forKey: .serviceTier)
        self.speed = try container.decodeIfPresent(BetaSpeed.self, forKey: .speed)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.cacheCreation, forKey: .cacheCreation)
        try container.encode(self.cacheCreationInputTokens, forKey: .cacheCreationInputTokens)
        try container.encode(self.cacheReadInputTokens, forKey: .cacheReadInputTokens)
        try container.encode(self.inferenceGeo, forKey: .inferenceGeo)
        try container.encode(self.inputTokens, forKey: .inputTokens)
        try container.encode(self.iterations, forKey: .iterations)
        try container.encode(self.outputTokens, forKey: .outputTokens)
        try container.encode(self.serverToolUse, forKey: .serverToolUse)
        try container.encode(self.serviceTier, forKey: .serviceTier)
        try container.encode(self.speed, forKey: .speed)
    }
}
