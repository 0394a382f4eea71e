// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OrganizationRateLimit`
public nonisolated struct OrganizationRateLimit: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The rate-limit group this entry's limits apply to.
    public var group: OrganizationRateLimitGroup

    /// Identifier of this rate-limit entry.
    ///
    /// It is stable within the organization and differs between organizations; the
    /// group's own identifier is `group.id`. Pass it as `rate_limit_id` to set a
    /// workspace's overrides for this group.
    public var id: String

    /// The limiter values that apply to this group.
    public var limits: [OrganizationRateLimitValue]

    /// Model names this entry's limits apply to, including aliases.
    ///
    /// `null` when `group.type` is not `"model_group"`. The list covers the models your
    /// organization has access to, so it can differ between organizations.
    public var models: [String]?

    /// Object type. Always `rate_limit` for organization rate-limit entries.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        group: OrganizationRateLimitGroup,
        id: String,
        limits: [OrganizationRateLimitValue],
        models: [String]? = nil
    ) {
        self.group = group
        self.id = id
        self.limits = limits
        self.models = models
        self.type = "rate_limit"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            group: .emptyValue,
            id: .emptyValue,
            limits: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.group = try container.decodeRequired(OrganizationRateLimitGroup.self, forKey: "group", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.limits = try container.decodeRequired([OrganizationRateLimitValue].self, forKey: "limits", in: decoder)
        self.models = try container.decodeIfPresent([String].self, forKey: "models")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "rate_limit")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.group, forKey: "group")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.limits, forKey: "limits")
        try container.encodeIfPresent(self.models, forKey: "models")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == OrganizationRateLimit {
    public static var models: Self { Self("models") }
}
