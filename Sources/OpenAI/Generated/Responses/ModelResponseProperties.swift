// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/ModelResponseProperties`
public nonisolated struct ModelResponseProperties: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var metadata: _OpenAIShared.Metadata?

    public var topLogprobs: Int?

    public var temperature: Double?

    public var topP: Double?

    /// This field is being replaced by `safety_identifier` and `prompt_cache_key`. Use `prompt_cache_key` instead to maintain caching optimizations.
    /// A stable identifier for your end-users.
    /// Used to boost cache hit rates by better bucketing similar requests and  to help OpenAI detect and prevent abuse. [Learn more](https://platform.openai.com/docs/guides/safety-best-practices#safety-identifiers).
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var user: String? {
        get { _user }
        set { _user = newValue }
    }

    public var safetyIdentifier: String?

    public var promptCacheKey: String?

    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var promptCacheRetention: ModelResponseProperties.PromptCacheRetention? {
        get { _promptCacheRetention }
        set { _promptCacheRetention = newValue }
    }

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>
    private var _user: String?
    private var _promptCacheRetention: ModelResponseProperties.PromptCacheRetention?

    public init(
        metadata: _OpenAIShared.Metadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: ModelResponseProperties.PromptCacheRetention? = nil
    ) {
        self.metadata = metadata
        self.topLogprobs = topLogprobs
        self.temperature = temperature
        self.topP = topP
        self._user = user
        self.safetyIdentifier = safetyIdentifier
        self.promptCacheKey = promptCacheKey
        self._promptCacheRetention = promptCacheRetention
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Deprecated. Use `prompt_cache_options.ttl` instead.
    ///
    /// The retention policy for the prompt cache. Set to `24h` to enable extended prompt caching, which keeps cached prefixes active for longer, up to a maximum of 24 hours. [Learn more](https://platform.openai.com/docs/guides/prompt-caching#prompt-cache-retention).
    /// This field expresses a maximum retention policy, while
    /// `prompt_cache_options.ttl` expresses a minimum cache lifetime. The two
    /// fields are independent and do not interact.
    /// For `gpt-5.5`, `gpt-5.5-pro`, and future models, only `24h` is supported.
    ///
    /// For older models that support both `in_memory` and `24h`, the default depends on your organization's data retention policy:
    ///   - Organizations without ZDR enabled default to `24h`.
    ///   - Organizations with ZDR enabled default to `in_memory` when `prompt_cache_retention` is not specified.
    ///
    /// - Warning: Deprecated in the spec.
    public nonisolated enum PromptCacheRetention: OpenEnum, EmptyDecodable {
        case inMemory
        case retention24h
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_memory": self = .inMemory
            case "24h": self = .retention24h
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inMemory: "in_memory"
            case .retention24h: "24h"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.topLogprobs = try container.decodeIfPresent(Int.self, forKey: "top_logprobs")
        self.temperature = try container.decodeIfPresent(Double.self, forKey: "temperature")
        self.topP = try container.decodeIfPresent(Double.self, forKey: "top_p")
        self._user = try container.decodeIfPresent(String.self, forKey: "user")
        self.safetyIdentifier = try container.decodeIfPresent(String.self, forKey: "safety_identifier")
        self.promptCacheKey = try container.decodeIfPresent(String.self, forKey: "prompt_cache_key")
        self._promptCacheRetention = try container.decodeIfPresent(ModelResponseProperties.PromptCacheRetention.self, forKey: "prompt_cache_retention")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.topLogprobs, forKey: "top_logprobs")
        try container.encodeIfPresent(self.temperature, forKey: "temperature")
        try container.encodeIfPresent(self.topP, forKey: "top_p")
        try container.encodeIfPresent(self._user, forKey: "user")
        try container.encodeIfPresent(self.safetyIdentifier, forKey: "safety_identifier")
        try container.encodeIfPresent(self.promptCacheKey, forKey: "prompt_cache_key")
        try container.encodeIfPresent(self._promptCacheRetention, forKey: "prompt_cache_retention")
    }
}

nonisolated extension NullableMember where Owner == ModelResponseProperties {
    public static var metadata: Self { Self("metadata") }
    public static var topLogprobs: Self { Self("top_logprobs") }
    public static var temperature: Self { Self("temperature") }
    public static var topP: Self { Self("top_p") }
    public static var safetyIdentifier: Self { Self("safety_identifier") }
    public static var promptCacheKey: Self { Self("prompt_cache_key") }
    public static var promptCacheRetention: Self { Self("prompt_cache_retention") }
}
