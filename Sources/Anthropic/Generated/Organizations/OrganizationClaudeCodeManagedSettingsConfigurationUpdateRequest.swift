// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationClaudeCodeManagedSettingsConfigurationUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The new mode, as an object such as `{"type": "rbac_groups"}`.
    public var mode: BetaClaudeCodeManagedSettingsModeParam?

    /// Every RBAC Group that has settings, each listed once, in the new order, highest
    /// precedence first. Requires `rbac_group_order_version`.
    public var rbacGroupOrder: [String]?

    /// The `rbac_group_order_version` from the read this change is based on. Requires
    /// `rbac_group_order`.
    public var rbacGroupOrderVersion: String?

    public init(
        mode: BetaClaudeCodeManagedSettingsModeParam? = nil,
        rbacGroupOrder: [String]? = nil,
        rbacGroupOrderVersion: String? = nil
    ) {
        self.mode = mode
        self.rbacGroupOrder = rbacGroupOrder
        self.rbacGroupOrderVersion = rbacGroupOrderVersion
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.mode = try container.decodeIfPresent(BetaClaudeCodeManagedSettingsModeParam.self, forKey: "mode")
        self.rbacGroupOrder = try container.decodeIfPresent([String].self, forKey: "rbac_group_order")
        self.rbacGroupOrderVersion = try container.decodeIfPresent(String.self, forKey: "rbac_group_order_version")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.mode, forKey: "mode")
        try container.encodeIfPresent(self.rbacGroupOrder, forKey: "rbac_group_order")
        try container.encodeIfPresent(self.rbacGroupOrderVersion, forKey: "rbac_group_order_version")
    }
}
