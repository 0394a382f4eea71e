// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// JWKS via the issuer's OIDC discovery document.
///
/// - Schema: `#/components/schemas/JWKSDiscoveryParam`
public nonisolated struct JWKSDiscoveryParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Optional custom CA (PEM) for TLS verification of the JWKS fetch.
    public var caCertPem: String?

    /// Set when the discovery URL differs from `issuer_url`.
    public var discoveryBase: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        caCertPem: String? = nil,
        discoveryBase: String? = nil
    ) {
        self.caCertPem = caCertPem
        self.discoveryBase = discoveryBase
        self.type = "discovery"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.caCertPem = try container.decodeIfPresent(String.self, forKey: "ca_cert_pem")
        self.discoveryBase = try container.decodeIfPresent(String.self, forKey: "discovery_base")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "discovery")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.caCertPem, forKey: "ca_cert_pem")
        try container.encodeIfPresent(self.discoveryBase, forKey: "discovery_base")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == JWKSDiscoveryParam {
    public static var caCertPem: Self { Self("ca_cert_pem") }
    public static var discoveryBase: Self { Self("discovery_base") }
}
