// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/WorkspaceRateLimitUpdateValueParam`
public nonisolated struct WorkspaceRateLimitUpdateValueParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Rate limiter type.
    ///
    /// `input_tokens_per_minute` counts every input token, cache reads included.
    /// `input_tokens_per_minute_cache_aware` does not count cache reads, and on current
    /// models the organization's input-token limit usually has this type. A workspace
    /// limit of either type applies alongside the organization's limit, not in place of
    /// it. Because cache reads count toward an `input_tokens_per_minute` limit, it can
    /// reject requests that read mostly from the cache while the organization's limit
    /// still has room.
    public var type: WorkspaceRateLimitType

    /// New limit value.
    ///
    /// Set to null to clear the workspace override and fall back to the organization
    /// limit.
    public var value: Int?

    public init(
        type: WorkspaceRateLimitType,
        value: Int?
    ) {
        self.type = type
        self.value = value
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue,
            value: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(WorkspaceRateLimitType.self, forKey: "type", in: decoder)
        self.value = try container.decodeIfPresent(Int.self, forKey: "value")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.value, forKey: "value")
    }
}
