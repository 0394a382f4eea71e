// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A `cache_miss_reason` for a request whose `system` differs from the previous request's.
///
/// See the [cache diagnostics guide](https://platform.claude.com/docs/en/build-with-claude/cache-diagnostics#cache-miss-reason-types) to learn what to change for each reason.
///
/// - Schema: `#/components/schemas/CacheMissSystemChanged`
public nonisolated struct CacheMissSystemChanged: Codable, Equatable, Sendable, EmptyDecodable {
    /// Approximate number of input tokens that would have been read from cache had the
    /// prefix matched the previous request.
    public var cacheMissedInputTokens: Int

    public var type: String

    public init(
        cacheMissedInputTokens: Int
    ) {
        self.cacheMissedInputTokens = cacheMissedInputTokens
        self.type = "system_changed"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            cacheMissedInputTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheMissedInputTokens = try container.decodeRequired(Int.self, forKey: "cache_missed_input_tokens", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "system_changed")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.cacheMissedInputTokens, forKey: "cache_missed_input_tokens")
        try container.encode(self.type, forKey: "type")
    }
}
