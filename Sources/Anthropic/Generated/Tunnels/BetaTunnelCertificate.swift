// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A CA certificate attached to a tunnel.
///
/// - Schema: `#/components/schemas/BetaTunnelCertificate`
public nonisolated struct BetaTunnelCertificate: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// RFC 3339 datetime string indicating when the certificate was archived.
    ///
    /// Null if it is still in the trusted set.
    public var archivedAt: String?

    /// RFC 3339 datetime string indicating when the certificate was registered.
    public var createdAt: String

    /// RFC 3339 datetime string indicating when the certificate expires, or `null` if
    /// it does not expire.
    public var expiresAt: String?

    /// Lowercase hex SHA-256 fingerprint of the certificate's DER encoding.
    public var fingerprint: String

    /// Unique identifier for the certificate, prefixed with `tcrt_`.
    public var id: String

    /// ID of the tunnel the certificate is registered against.
    public var tunnelID: String

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: String,
        fingerprint: String,
        id: String,
        tunnelID: String,
        archivedAt: String? = nil,
        expiresAt: String? = nil
    ) {
        self.archivedAt = archivedAt
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.fingerprint = fingerprint
        self.id = id
        self.tunnelID = tunnelID
        self.type = "tunnel_certificate"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            fingerprint: .emptyValue,
            id: .emptyValue,
            tunnelID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.archivedAt = try container.decodeIfPresent(String.self, forKey: "archived_at")
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.expiresAt = try container.decodeIfPresent(String.self, forKey: "expires_at")
        self.fingerprint = try container.decodeRequired(String.self, forKey: "fingerprint", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.tunnelID = try container.decodeRequired(String.self, forKey: "tunnel_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tunnel_certificate")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.archivedAt, forKey: "archived_at")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
        try container.encode(self.fingerprint, forKey: "fingerprint")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.tunnelID, forKey: "tunnel_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaTunnelCertificate {
    public static var archivedAt: Self { Self("archived_at") }
    public static var expiresAt: Self { Self("expires_at") }
}
