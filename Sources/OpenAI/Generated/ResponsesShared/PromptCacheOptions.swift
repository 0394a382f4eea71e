// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// The prompt-caching options that were applied to the response. Supported for `gpt-5.6` and later models.
///
/// - Schema: `#/components/schemas/PromptCacheOptions`
public nonisolated struct PromptCacheOptions: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The minimum lifetime applied to each cache breakpoint.
    public var ttl: PromptCacheTTLEnum

    /// Whether implicit prompt-cache breakpoints were enabled.
    public var mode: PromptCacheModeEnum

    /// The response ID supplied as the prompt cache diagnostics comparison.
    public var comparisonResponseID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        ttl: PromptCacheTTLEnum,
        mode: PromptCacheModeEnum,
        comparisonResponseID: String? = nil
    ) {
        self.ttl = ttl
        self.mode = mode
        self.comparisonResponseID = comparisonResponseID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            ttl: .emptyValue,
            mode: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.ttl = try container.decodeRequired(PromptCacheTTLEnum.self, forKey: "ttl", in: decoder)
        self.mode = try container.decodeRequired(PromptCacheModeEnum.self, forKey: "mode", in: decoder)
        self.comparisonResponseID = try container.decodeIfPresent(String.self, forKey: "comparison_response_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.ttl, forKey: "ttl")
        try container.encode(self.mode, forKey: "mode")
        try container.encodeIfPresent(self.comparisonResponseID, forKey: "comparison_response_id")
    }
}

nonisolated extension NullableMember where Owner == PromptCacheOptions {
    public static var comparisonResponseID: Self { Self("comparison_response_id") }
}
