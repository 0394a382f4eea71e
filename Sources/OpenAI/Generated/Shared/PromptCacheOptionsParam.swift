// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Options for prompt caching. Supported for `gpt-5.6` and later models. By default, OpenAI automatically chooses one implicit cache breakpoint. You can add explicit breakpoints to content blocks with `prompt_cache_breakpoint`. Each request can write up to four breakpoints. For cache matching, OpenAI considers up to the latest 80 breakpoints in the conversation, without a content-block lookback limit. Set `mode` to `explicit` to disable the implicit breakpoint. The `ttl` defaults to `30m`, which is currently the only supported value. See the [prompt caching guide](https://platform.openai.com/docs/guides/prompt-caching) for current details.
///
/// - Schema: `#/components/schemas/PromptCacheOptionsParam`
public nonisolated struct PromptCacheOptionsParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The minimum lifetime applied to every implicit and explicit cache breakpoint written by the request. Defaults to `30m`, which is currently the only supported value. The backend may retain cache entries for longer.
    public var ttl: PromptCacheTTLEnum?

    /// Controls whether OpenAI automatically creates an implicit cache breakpoint. Defaults to `implicit`. With `implicit`, OpenAI creates one implicit breakpoint and writes up to the latest three explicit breakpoints in the request. With `explicit`, OpenAI does not create an implicit breakpoint and writes up to the latest four explicit breakpoints. If there are no explicit breakpoints, the request does not use prompt caching.
    public var mode: PromptCacheModeEnum?

    /// The ID of a response to compare when diagnosing prompt cache reuse.
    ///
    /// Supplying this field requests prompt cache diagnostics when the feature is
    /// enabled.
    public var comparisonResponseID: String?

    /// Prepares the prompt cache without generating output.
    ///
    /// Defaults to `false`. When set to `true`, overrides the `generate` field to
    /// `false`.
    public var prewarm: Bool?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        ttl: PromptCacheTTLEnum? = nil,
        mode: PromptCacheModeEnum? = nil,
        comparisonResponseID: String? = nil,
        prewarm: Bool? = nil
    ) {
        self.ttl = ttl
        self.mode = mode
        self.comparisonResponseID = comparisonResponseID
        self.prewarm = prewarm
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.ttl = try container.decodeIfPresent(PromptCacheTTLEnum.self, forKey: "ttl")
        self.mode = try container.decodeIfPresent(PromptCacheModeEnum.self, forKey: "mode")
        self.comparisonResponseID = try container.decodeIfPresent(String.self, forKey: "comparison_response_id")
        self.prewarm = try container.decodeIfPresent(Bool.self, forKey: "prewarm")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.ttl, forKey: "ttl")
        try container.encodeIfPresent(self.mode, forKey: "mode")
        try container.encodeIfPresent(self.comparisonResponseID, forKey: "comparison_response_id")
        try container.encodeIfPresent(self.prewarm, forKey: "prewarm")
    }
}

nonisolated extension NullableMember where Owner == PromptCacheOptionsParam {
    public static var comparisonResponseID: Self { Self("comparison_response_id") }
}
