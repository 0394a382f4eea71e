// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Default configuration for all tools from an MCP server.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMCPToolsetDefaultConfigParams`
public nonisolated struct BetaManagedAgentsMCPToolsetDefaultConfigParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Whether tools are enabled by default. Defaults to true if not specified.
    public var enabled: Bool?

    /// Default permission policy for tools from this server.
    public var permissionPolicy: BetaManagedAgentsPermissionPolicy?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        enabled: Bool? = nil,
        permissionPolicy: BetaManagedAgentsPermissionPolicy? = nil
    ) {
        self.enabled = enabled
        self.permissionPolicy = permissionPolicy
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
        self.permissionPolicy = try container.decodeIfPresent(BetaManagedAgentsPermissionPolicy.self, forKey: "permission_policy")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
        try container.encodeIfPresent(self.permissionPolicy, forKey: "permission_policy")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsMCPToolsetDefaultConfigParams {
    public static var enabled: Self { Self("enabled") }
    public static var permissionPolicy: Self { Self("permission_policy") }
}
