// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaClaudeCodeRBACGroupManagedSettingsSummary`
public nonisolated struct BetaClaudeCodeRBACGroupManagedSettingsSummary: Codable, Equatable, Sendable, EmptyDecodable {
    /// When the settings document this group uses was first stored, in RFC 3339 format.
    ///
    /// This can be earlier than when the group got its settings, and it changes if the
    /// group gets a different document.
    public var createdAt: String

    /// The RBAC Group's ID, prefixed `rbac_group_`.
    public var rbacGroupID: String

    /// Whether the group is still one of the organization's RBAC Groups.
    ///
    /// Its `type` is `active` if it is, `deleted` if it is not, and `unknown` if that
    /// cannot be checked right now. A deleted group's settings stay in
    /// `rbac_group_order` but match no member.
    public var rbacGroupStatus: BetaClaudeCodeRBACGroupStatus

    /// Always `claude_code_rbac_group_managed_settings_summary`.
    public var type: String

    /// When this group's settings or its position in the order last changed, in RFC
    /// 3339 format. Its position changes whenever the number of groups ahead of it
    /// changes.
    public var updatedAt: String

    public init(
        createdAt: String,
        rbacGroupID: String,
        rbacGroupStatus: BetaClaudeCodeRBACGroupStatus,
        updatedAt: String
    ) {
        self.createdAt = createdAt
        self.rbacGroupID = rbacGroupID
        self.rbacGroupStatus = rbacGroupStatus
        self.type = "claude_code_rbac_group_managed_settings_summary"
        self.updatedAt = updatedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            rbacGroupID: .emptyValue,
            rbacGroupStatus: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.rbacGroupID = try container.decodeRequired(String.self, forKey: "rbac_group_id", in: decoder)
        self.rbacGroupStatus = try container.decodeRequired(BetaClaudeCodeRBACGroupStatus.self, forKey: "rbac_group_status", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "claude_code_rbac_group_managed_settings_summary")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.rbacGroupID, forKey: "rbac_group_id")
        try container.encode(self.rbacGroupStatus, forKey: "rbac_group_status")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
    }
}
