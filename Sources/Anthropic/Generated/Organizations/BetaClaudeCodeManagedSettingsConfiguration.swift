// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaClaudeCodeManagedSettingsConfiguration`
public nonisolated struct BetaClaudeCodeManagedSettingsConfiguration: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// How the organization serves managed settings.
    ///
    /// In `organization` mode every member receives the organization settings, which
    /// are set in claude.ai. In `rbac_groups` mode each member receives the settings of
    /// the first RBAC Group in `rbac_group_order` that they belong to. A member in none
    /// of them receives the default settings, or no settings if no default is set.
    public var mode: BetaClaudeCodeManagedSettingsMode

    /// When the mode last changed, in RFC 3339 format, or `null` if it never has.
    public var modeUpdatedAt: String?

    /// The ID of every RBAC Group with settings, deleted groups included, highest
    /// precedence first.
    public var rbacGroupOrder: [String]

    /// An opaque version of `rbac_group_order`, which changes whenever the order does.
    ///
    /// Send it back with a new order.
    public var rbacGroupOrderVersion: String

    /// Always `claude_code_managed_settings_configuration`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        mode: BetaClaudeCodeManagedSettingsMode,
        rbacGroupOrder: [String],
        rbacGroupOrderVersion: String,
        modeUpdatedAt: String? = nil
    ) {
        self.mode = mode
        self.modeUpdatedAt = modeUpdatedAt
        self.rbacGroupOrder = rbacGroupOrder
        self.rbacGroupOrderVersion = rbacGroupOrderVersion
        self.type = "claude_code_managed_settings_configuration"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            mode: .emptyValue,
            rbacGroupOrder: .emptyValue,
            rbacGroupOrderVersion: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.mode = try container.decodeRequired(BetaClaudeCodeManagedSettingsMode.self, forKey: "mode", in: decoder)
        self.modeUpdatedAt = try container.decodeIfPresent(String.self, forKey: "mode_updated_at")
        self.rbacGroupOrder = try container.decodeRequired([String].self, forKey: "rbac_group_order", in: decoder)
        self.rbacGroupOrderVersion = try container.decodeRequired(String.self, forKey: "rbac_group_order_version", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "claude_code_managed_settings_configuration")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.mode, forKey: "mode")
        try container.encodeIfPresent(self.modeUpdatedAt, forKey: "mode_updated_at")
        try container.encode(self.rbacGroupOrder, forKey: "rbac_group_order")
        try container.encode(self.rbacGroupOrderVersion, forKey: "rbac_group_order_version")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaClaudeCodeManagedSettingsConfiguration {
    public static var modeUpdatedAt: Self { Self("mode_updated_at") }
}
