// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Anthropic has stopped serving the end user where the ban applies and does not plan to serve them there again.
///
/// - Schema: `#/components/schemas/UserProfileEnforcementActionBan`
public nonisolated struct UserProfileEnforcementActionBan: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Always `null`: the end user cannot clear a ban.
    public var action: UserProfileEnforcementActionNextStep?

    /// Always `null`: a ban has no end date.
    public var expiresAt: String?

    /// The action's ID (`enac_...`), stable while the action is open.
    public var id: String

    /// When Anthropic opened the action, in RFC 3339 format.
    public var openedAt: String

    /// Why Anthropic placed the limit: `unsupported_region`, `fraud_or_abuse`,
    /// `high_harm`, `usage_policy_violation`, `account_compromise` or `unspecified`.
    public var reason: UserProfileEnforcementActionReason

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        openedAt: String,
        reason: UserProfileEnforcementActionReason,
        action: UserProfileEnforcementActionNextStep? = nil,
        expiresAt: String? = nil
    ) {
        self.action = action
        self.expiresAt = expiresAt
        self.id = id
        self.openedAt = openedAt
        self.reason = reason
        self.type = "ban"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            openedAt: .emptyValue,
            reason: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.action = try container.decodeIfPresent(UserProfileEnforcementActionNextStep.self, forKey: "action")
        self.expiresAt = try container.decodeIfPresent(String.self, forKey: "expires_at")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.openedAt = try container.decodeRequired(String.self, forKey: "opened_at", in: decoder)
        self.reason = try container.decodeRequired(UserProfileEnforcementActionReason.self, forKey: "reason", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "ban")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.action, forKey: "action")
        try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.openedAt, forKey: "opened_at")
        try container.encode(self.reason, forKey: "reason")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == UserProfileEnforcementActionBan {
    public static var action: Self { Self("action") }
    public static var expiresAt: Self { Self("expires_at") }
}
