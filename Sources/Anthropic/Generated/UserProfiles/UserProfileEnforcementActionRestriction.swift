// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Anthropic has limited how it serves the end user until the action is resolved.
///
/// The end user may still be served in part.
///
/// - Schema: `#/components/schemas/UserProfileEnforcementActionRestriction`
public nonisolated struct UserProfileEnforcementActionRestriction: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The next step on the action: `verify` or `null`.
    ///
    /// `verify`: the end user can clear it now by passing an identity check. `null`:
    /// there is nothing the end user can do now to clear it, including while Anthropic
    /// reviews an identity check the end user submitted.
    public var action: UserProfileEnforcementActionNextStep?

    /// When the action ends on its own, in RFC 3339 format; it stops showing once this
    /// time has passed. `null` when it has no end date, and always `null` when `reason`
    /// is `account_compromise`.
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
        self.type = "restriction"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "restriction")
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

nonisolated extension NullableMember where Owner == UserProfileEnforcementActionRestriction {
    public static var action: Self { Self("action") }
    public static var expiresAt: Self { Self("expires_at") }
}
