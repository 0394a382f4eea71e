// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Limited network access.
///
/// - Schema: `#/components/schemas/BetaLimitedNetwork`
public nonisolated struct BetaLimitedNetwork: Codable, Equatable, Sendable, EmptyDecodable {
    /// Permits outbound access to MCP server endpoints configured on the agent, beyond those listed in the `allowed_hosts` array.
    public var allowMcpServers: Bool

    /// Permits outbound access to public package registries (PyPI, npm, etc.) beyond those listed in the `allowed_hosts` array.
    public var allowPackageManagers: Bool

    /// Specifies domains the container can reach.
    public var allowedHosts: [String]

    /// Network policy type
    public var type: String

    public init(
        allowMcpServers: Bool,
        allowPackageManagers: Bool,
        allowedHosts: [String]
    ) {
        self.allowMcpServers = allowMcpServers
        self.allowPackageManagers = allowPackageManagers
        self.allowedHosts = allowedHosts
        self.type = "limited"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            allowMcpServers: .emptyValue,
            allowPackageManagers: .emptyValue,
            allowedHosts: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.allowMcpServers = try container.decodeRequired(Bool.self, forKey: "allow_mcp_servers", in: decoder)
        self.allowPackageManagers = try container.decodeRequired(Bool.self, forKey: "allow_package_managers", in: decoder)
        self.allowedHosts = try container.decodeRequired([String].self, forKey: "allowed_hosts", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "limited")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.allowMcpServers, forKey: "allow_mcp_servers")
        try container.encode(self.allowPackageManagers, forKey: "allow_package_managers")
        try container.encode(self.allowedHosts, forKey: "allowed_hosts")
        try container.encode(self.type, forKey: "type")
    }
}
