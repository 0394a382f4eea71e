// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Configuration override for a specific MCP tool.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMCPToolConfigParams`
public nonisolated struct BetaManagedAgentsMCPToolConfigParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Name of the MCP tool to configure. 1-128 characters.
    public var name: String

    /// Whether this tool is enabled. Overrides the `default_config` setting.
    public var enabled: Bool?

    /// Permission policy for this tool. Overrides the `default_config` setting.
    public var permissionPolicy: BetaManagedAgentsPermissionPolicy?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String,
        enabled: Bool? = nil,
        permissionPolicy: BetaManagedAgentsPermissionPolicy? = nil
    ) {
        self.name = name
        self.enabled = enabled
        self.permissionPolicy = permissionPolicy
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
        self.permissionPolicy = try container.decodeIfPresent(BetaManagedAgentsPermissionPolicy.self, forKey: "permission_policy")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
        try container.encodeIfPresent(self.permissionPolicy, forKey: "permission_policy")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsMCPToolConfigParams {
    public static var enabled: Self { Self("enabled") }
    public static var permissionPolicy: Self { Self("permission_policy") }
}
