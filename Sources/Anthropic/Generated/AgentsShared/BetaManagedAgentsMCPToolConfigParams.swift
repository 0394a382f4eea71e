// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Configuration override for a specific MCP tool.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMCPToolConfigParams`
public struct BetaManagedAgentsMCPToolConfigParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// Name of the MCP tool to configure. 1-128 characters.
    public var name: String

    /// Whether this tool is enabled. Overrides the `default_config` setting.
    public var enabled: Bool?

    /// Permission policy for this tool. Overrides the `default_config` setting.
    public var permissionPolicy: BetaManagedAgentsPermissionPolicy?

    public init(
        name: String,
        enabled: Bool? = nil,
        permissionPolicy: BetaManagedAgentsPermissionPolicy? = nil
    ) {
        self.name = name
        self.enabled = enabled
        self.permissionPolicy = permissionPolicy
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
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
        try container.encodeIfPresent(self.permissionPolicy, forKey: "permission_policy")
    }
}
