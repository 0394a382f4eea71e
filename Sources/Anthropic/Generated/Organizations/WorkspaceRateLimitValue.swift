// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/WorkspaceRateLimitValue`
public nonisolated struct WorkspaceRateLimitValue: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The organization-level value for the same limiter type, for reference.
    ///
    /// `null` when the organization has no limit configured for this limiter type.
    public var orgLimit: Int?

    /// Where `value` comes from.
    ///
    /// `organization` values are listed only when `include_inherited` is `true`, and
    /// then `value` equals `org_limit`.
    public var source: WorkspaceRateLimitValueSource

    /// The limiter type (for example, `requests_per_minute` or
    /// `input_tokens_per_minute_cache_aware`).
    public var type: String

    /// The workspace's value for this limiter type: the workspace-level override when
    /// `source.type` is `workspace`, otherwise the organization's value.
    public var value: Int

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        source: WorkspaceRateLimitValueSource,
        type: String,
        value: Int,
        orgLimit: Int? = nil
    ) {
        self.orgLimit = orgLimit
        self.source = source
        self.type = type
        self.value = value
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            source: .emptyValue,
            type: .emptyValue,
            value: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.orgLimit = try container.decodeIfPresent(Int.self, forKey: "org_limit")
        self.source = try container.decodeRequired(WorkspaceRateLimitValueSource.self, forKey: "source", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
        self.value = try container.decodeRequired(Int.self, forKey: "value", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.orgLimit, forKey: "org_limit")
        try container.encode(self.source, forKey: "source")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.value, forKey: "value")
    }
}

nonisolated extension NullableMember where Owner == WorkspaceRateLimitValue {
    public static var orgLimit: Self { Self("org_limit") }
}
