// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// JWKS fetched from a fixed endpoint.
///
/// - Schema: `#/components/schemas/JWKSExplicitURL`
public nonisolated struct JWKSExplicitURL: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Optional custom CA (PEM) for TLS verification of the JWKS fetch.
    public var caCertPem: String?

    public var type: String

    /// JWKS endpoint.
    public var url: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        url: String,
        caCertPem: String? = nil
    ) {
        self.caCertPem = caCertPem
        self.type = "explicit_url"
        self.url = url
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            url: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.caCertPem = try container.decodeIfPresent(String.self, forKey: "ca_cert_pem")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "explicit_url")
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.caCertPem, forKey: "ca_cert_pem")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.url, forKey: "url")
    }
}

nonisolated extension NullableMember where Owner == JWKSExplicitURL {
    public static var caCertPem: Self { Self("ca_cert_pem") }
}
