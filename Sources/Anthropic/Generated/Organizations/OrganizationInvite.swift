// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OrganizationInvite`
public nonisolated struct OrganizationInvite: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// RFC 3339 datetime string indicating when the Invite was accepted, or null.
    public var acceptedAt: String?

    /// Email of the User being invited.
    public var email: String

    /// RFC 3339 datetime string indicating when the Invite expires.
    public var expiresAt: String

    /// ID of the Invite.
    public var id: String

    /// RFC 3339 datetime string indicating when the Invite was created.
    public var invitedAt: String

    /// RBAC group IDs recorded on the Invite (Claude Enterprise organizations), to be
    /// assigned to the User when the Invite is accepted. `[]` when none.
    public var rbacGroupIDs: [String]

    /// Organization role of the User.
    public var role: AnthropicAdmin.OrganizationRole

    /// Status of the Invite.
    public var status: OrganizationInvite.Status

    /// Object type.
    ///
    /// For Invites, this is always `"invite"`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        email: String,
        expiresAt: String,
        id: String,
        invitedAt: String,
        rbacGroupIDs: [String],
        role: AnthropicAdmin.OrganizationRole,
        status: OrganizationInvite.Status,
        acceptedAt: String? = nil
    ) {
        self.acceptedAt = acceptedAt
        self.email = email
        self.expiresAt = expiresAt
        self.id = id
        self.invitedAt = invitedAt
        self.rbacGroupIDs = rbacGroupIDs
        self.role = role
        self.status = status
        self.type = "invite"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            email: .emptyValue,
            expiresAt: .emptyValue,
            id: .emptyValue,
            invitedAt: .emptyValue,
            rbacGroupIDs: .emptyValue,
            role: .emptyValue,
            status: .emptyValue
        )
    }

    /// Status of the Invite.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case accepted
        case deleted
        case expired
        case pending
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "accepted": self = .accepted
            case "deleted": self = .deleted
            case "expired": self = .expired
            case "pending": self = .pending
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .accepted: "accepted"
            case .deleted: "deleted"
            case .expired: "expired"
            case .pending: "pending"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.acceptedAt = try container.decodeIfPresent(String.self, forKey: "accepted_at")
        self.email = try container.decodeRequired(String.self, forKey: "email", in: decoder)
        self.expiresAt = try container.decodeRequired(String.self, forKey: "expires_at", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.invitedAt = try container.decodeRequired(String.self, forKey: "invited_at", in: decoder)
        self.rbacGroupIDs = try container.decodeRequired([String].self, forKey: "rbac_group_ids", in: decoder)
        self.role = try container.decodeRequired(AnthropicAdmin.OrganizationRole.self, forKey: "role", in: decoder)
        self.status = try container.decodeRequired(OrganizationInvite.Status.self, forKey: "status", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "invite")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.acceptedAt, forKey: "accepted_at")
        try container.encode(self.email, forKey: "email")
        try container.encode(self.expiresAt, forKey: "expires_at")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.invitedAt, forKey: "invited_at")
        try container.encode(self.rbacGroupIDs, forKey: "rbac_group_ids")
        try container.encode(self.role, forKey: "role")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == OrganizationInvite {
    public static var acceptedAt: Self { Self("accepted_at") }
}
