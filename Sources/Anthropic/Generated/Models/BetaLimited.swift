// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Limited network access.
///
/// - Schema: `#/components/schemas/BetaLimitedNetwork`
public struct BetaLimitedNetwork: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case allowMcpServers = "allow_mcp_servers"
        case allowPackageManagers = "allow_package_managers"
        case allowedHosts = "allowed_hosts"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.allowMcpServers = try container.decodeRequired(Bool.self, forKey: .allowMcpServers, in: decoder)
        self.allowPackageManagers = try container.decodeRequired(Bool.self, forKey: .allowPackageManagers, in: decoder)
        self.allowedHosts = try container.decodeRequired([String].self, forKey: .allowedHosts, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "limited")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.allowMcpServers, forKey: .allowMcpServers)
        try container.encode(self.allowPackageManagers, forKey: .allowPackageManagers)
        try container.encode(self.allowedHosts, forKey: .allowedHosts)
        try container.encode(self.type, forKey: .type)
    }
}

/// Limited network request params.
///
/// Fields default to null; on update, omitted fields preserve the
/// existing value.
///
/// - Schema: `#/components/schemas/BetaLimitedNetworkParams`
public struct BetaLimitedNetworkParams: Codable, Hashable, Sendable, EmptyDecodable {
    /// Permits outbound access to MCP server endpoints configured on the agent, beyond those listed in the `allowed_hosts` array. Defaults to `false`.
    public var allowMcpServers: Bool?

    /// Permits outbound access to public package registries (PyPI, npm, etc.) beyond those listed in the `allowed_hosts` array. Defaults to `false`.
    public var allowPackageManagers: Bool?

    /// Specifies domains the container can reach.
    public var allowedHosts: [String]?

    /// Network policy type
    public var type: String

    public init(
        allowMcpServers: Bool? = nil,
        allowPackageManagers: Bool? = nil,
        allowedHosts: [String]? = nil
    ) {
        self.allowMcpServers = allowMcpServers
        self.allowPackageManagers = allowPackageManagers
        self.allowedHosts = allowedHosts
        self.type = "limited"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case allowMcpServers = "allow_mcp_servers"
        case allowPackageManagers = "allow_package_managers"
        case allowedHosts = "allowed_hosts"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.allowMcpServers = try container.decodeIfPresent(Bool.self, forKey: .allowMcpServers)
        self.allowPackageManagers = try container.decodeIfPresent(Bool.self, forKey: .allowPackageManagers)
        self.allowedHosts = try container.decodeIfPresent([String].self, forKey: .allowedHosts)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "limited")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.allowMcpServers, forKey: .allowMcpServers)
        try container.encodeIfPresent(self.allowPackageManagers, forKey: .allowPackageManagers)
        try container.encodeIfPresent(self.allowedHosts, forKey: .allowedHosts)
        try container.encode(self.type, forKey: .type)
    }
}
