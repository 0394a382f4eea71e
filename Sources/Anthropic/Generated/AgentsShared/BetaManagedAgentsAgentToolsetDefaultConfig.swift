// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Resolved default configuration for agent tools.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolsetDefaultConfig`
public nonisolated struct BetaManagedAgentsAgentToolsetDefaultConfig: Codable, Equatable, Sendable, EmptyDecodable {
    public var enabled: Bool

    public var permissionPolicy: BetaManagedAgentsPermissionPolicy

    public init(
        enabled: Bool,
        permissionPolicy: BetaManagedAgentsPermissionPolicy
    ) {
        self.enabled = enabled
        self.permissionPolicy = permissionPolicy
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            enabled: .emptyValue,
            permissionPolicy: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.enabled = try container.decodeRequired(Bool.self, forKey: "enabled", in: decoder)
        self.permissionPolicy = try container.decodeRequired(BetaManagedAgentsPermissionPolicy.self, forKey: "permission_policy", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.enabled, forKey: "enabled")
        try container.encode(self.permissionPolicy, forKey: "permission_policy")
    }
}
