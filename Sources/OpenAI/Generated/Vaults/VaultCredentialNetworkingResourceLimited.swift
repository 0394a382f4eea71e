// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Allows substitution only for the listed hosts.
///
/// The environment network policy must also allow these hosts.
///
/// - Schema: `#/components/schemas/VaultCredentialNetworkingResourceLimited`
public nonisolated struct VaultCredentialNetworkingResourceLimited: Codable, Equatable, Sendable, EmptyDecodable {
    /// The 1 to 16 distinct allowed hostnames or IPv4 addresses, normalized to
    /// lowercase. Entries contain no scheme, path, port, or wildcard. IPv6 addresses
    /// are not supported.
    public var allowedHosts: [String]

    /// The type of the object. Always `limited`.
    public var type: String

    public init(
        allowedHosts: [String]
    ) {
        self.allowedHosts = allowedHosts
        self.type = "limited"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            allowedHosts: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.allowedHosts = try container.decodeRequired([String].self, forKey: "allowed_hosts", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "limited")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.allowedHosts, forKey: "allowed_hosts")
        try container.encode(self.type, forKey: "type")
    }
}
