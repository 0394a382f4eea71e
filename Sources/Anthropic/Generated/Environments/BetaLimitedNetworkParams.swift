// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Limited network request params.
///
/// Fields default to null; on update, omitted fields preserve the
/// existing value.
///
/// - Schema: `#/components/schemas/BetaLimitedNetworkParams`
public nonisolated struct BetaLimitedNetworkParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Permits outbound access to MCP server endpoints configured on the agent, beyond those listed in the `allowed_hosts` array. Defaults to `false`.
    public var allowMcpServers: Bool?

    /// Permits outbound access to public package registries (PyPI, npm, etc.) beyond those listed in the `allowed_hosts` array. Defaults to `false`.
    public var allowPackageManagers: Bool?

    /// Specifies domains the container can reach.
    public var allowedHosts: [String]?

    /// Network policy type
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        allowMcpServers: Bool? = nil,
        allowPackageManagers: Bool? = nil,
        allowedHosts: [String]? = nil
    ) {
        self.allowMcpServers = allowMcpServers
        self.allowPackageManagers = allowPackageManagers
        self.allowedHosts = allowedHosts
        self.type = "limited"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.allowMcpServers = try container.decodeIfPresent(Bool.self, forKey: "allow_mcp_servers")
        self.allowPackageManagers = try container.decodeIfPresent(Bool.self, forKey: "allow_package_managers")
        self.allowedHosts = try container.decodeIfPresent([String].self, forKey: "allowed_hosts")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "limited")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.allowMcpServers, forKey: "allow_mcp_servers")
        try container.encodeIfPresent(self.allowPackageManagers, forKey: "allow_package_managers")
        try container.encodeIfPresent(self.allowedHosts, forKey: "allowed_hosts")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaLimitedNetworkParams {
    public static var allowMcpServers: Self { Self("allow_mcp_servers") }
    public static var allowPackageManagers: Self { Self("allow_package_managers") }
    public static var allowedHosts: Self { Self("allowed_hosts") }
}
