// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A credential stored in a vault. Sensitive fields are never returned in responses.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCredential`
public nonisolated struct BetaManagedAgentsCredential: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Unique identifier for the credential.
    public var id: String

    /// Identifier of the vault this credential belongs to.
    public var vaultID: String

    /// Human-readable name for the credential.
    public var displayName: String?

    /// Arbitrary key-value metadata attached to the credential.
    public var metadata: [String: String]

    public var createdAt: BetaTimestamp

    public var updatedAt: BetaTimestamp

    /// When the credential was archived. Null if not archived.
    public var archivedAt: BetaTimestamp?

    /// Authentication configuration for this credential.
    public var auth: BetaManagedAgentsCredentialAuth

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        vaultID: String,
        metadata: [String: String],
        createdAt: BetaTimestamp,
        updatedAt: BetaTimestamp,
        archivedAt: BetaTimestamp?,
        auth: BetaManagedAgentsCredentialAuth,
        displayName: String? = nil
    ) {
        self.type = "vault_credential"
        self.id = id
        self.vaultID = vaultID
        self.displayName = displayName
        self.metadata = metadata
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.archivedAt = archivedAt
        self.auth = auth
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            vaultID: .emptyValue,
            metadata: .emptyValue,
            createdAt: .emptyValue,
            updatedAt: .emptyValue,
            archivedAt: nil,
            auth: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "vault_credential")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.vaultID = try container.decodeRequired(String.self, forKey: "vault_id", in: decoder)
        self.displayName = try container.decodeIfPresent(String.self, forKey: "display_name")
        self.metadata = try container.decodeRequired([String: String].self, forKey: "metadata", in: decoder)
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: "created_at", in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "updated_at", in: decoder)
        self.archivedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: "archived_at")
        self.auth = try container.decodeRequired(BetaManagedAgentsCredentialAuth.self, forKey: "auth", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.vaultID, forKey: "vault_id")
        try container.encodeIfPresent(self.displayName, forKey: "display_name")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encode(self.archivedAt, forKey: "archived_at")
        try container.encode(self.auth, forKey: "auth")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsCredential {
    public static var displayName: Self { Self("display_name") }
}
