// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Default configuration for all tools from an MCP server.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMCPToolsetDefaultConfigParams`
public struct BetaManagedAgentsMCPToolsetDefaultConfigParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether tools are enabled by default. Defaults to true if not specified.
    public var enabled: Bool?

    /// Default permission policy for tools from this server.
    public var permissionPolicy: BetaManagedAgentsPermissionPolicy?

    public init(
        enabled: Bool? = nil,
        permissionPolicy: BetaManagedAgentsPermissionPolicy? = nil
    ) {
        self.enabled = enabled
        self.permissionPolicy = permissionPolicy
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
        self.permissionPolicy = try container.decodeIfPresent(BetaManagedAgentsPermissionPolicy.self, forKey: "permission_policy")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
        try container.encodeIfPresent(self.permissionPolicy, forKey: "permission_policy")
    }
}
