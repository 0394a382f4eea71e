// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request-level diagnostics: why the prompt cache could not fully reuse
/// the prefix of the request named by `diagnostics.previous_message_id`.
///
/// - Schema: `#/components/schemas/Diagnostics`
public nonisolated struct Diagnostics: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Explains why the prompt cache could not fully reuse the prefix from the request
    /// identified by `diagnostics.previous_message_id`. `null` means diagnosis is still
    /// pending — the response was serialized before the background comparison
    /// completed.
    public var cacheMissReason: CacheMissReason?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        cacheMissReason: CacheMissReason? = nil
    ) {
        self.cacheMissReason = cacheMissReason
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheMissReason = try container.decodeIfPresent(CacheMissReason.self, forKey: "cache_miss_reason")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.cacheMissReason, forKey: "cache_miss_reason")
    }
}

nonisolated extension NullableMember where Owner == Diagnostics {
    public static var cacheMissReason: Self { Self("cache_miss_reason") }
}
