// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Configuration override for a specific tool within a toolset.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolConfigParams`
public nonisolated struct BetaManagedAgentsAgentToolConfigParams: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    public var name: BetaManagedAgentsAgentToolName

    /// Whether this tool is enabled and available to Claude. Overrides the default_config setting.
    public var enabled: Bool?

    /// Permission policy for this tool. Controls whether tool calls are auto-approved or require confirmation.
    public var permissionPolicy: BetaManagedAgentsPermissionPolicy?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: BetaManagedAgentsAgentToolName,
        enabled: Bool? = nil,
        permissionPolicy: BetaManagedAgentsPermissionPolicy? = nil
    ) {
        self.name = name
        self.enabled = enabled
        self.permissionPolicy = permissionPolicy
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(name: BetaManagedAgentsAgentToolName(stringLiteral: value))
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
        self.name = try container.decodeRequired(BetaManagedAgentsAgentToolName.self, forKey: "name", in: decoder)
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

nonisolated extension NullableMember where Owner == BetaManagedAgentsAgentToolConfigParams {
    public static var enabled: Self { Self("enabled") }
    public static var permissionPolicy: Self { Self("permission_policy") }
}
