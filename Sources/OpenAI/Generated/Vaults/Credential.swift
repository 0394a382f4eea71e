// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Metadata for a stored credential. Secret values are never returned.
///
/// - Schema: `#/components/schemas/Credential`
public nonisolated struct Credential: Codable, Equatable, Sendable, EmptyDecodable {
    /// The authentication method and non-secret configuration of the credential.
    public var auth: CredentialAuth

    /// The Unix timestamp, in seconds, when the credential was created.
    public var createdAt: Int

    /// The ID of the credential.
    public var id: String

    /// Application-defined key-value pairs associated with this credential.
    public var metadata: [String: String]?

    /// The human-readable name of the credential.
    public var name: String

    /// The object type. Always `vault.credential`.
    public var object: String

    /// The Unix timestamp, in seconds, when the credential was last updated.
    public var updatedAt: Int

    /// The ID of the vault containing this credential.
    public var vaultID: String

    public init(
        auth: CredentialAuth,
        createdAt: Int,
        id: String,
        name: String,
        updatedAt: Int,
        vaultID: String,
        metadata: [String: String]? = nil
    ) {
        self.auth = auth
        self.createdAt = createdAt
        self.id = id
        self.metadata = metadata
        self.name = name
        self.object = "vault.credential"
        self.updatedAt = updatedAt
        self.vaultID = vaultID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            auth: .emptyValue,
            createdAt: .emptyValue,
            id: .emptyValue,
            name: .emptyValue,
            updatedAt: .emptyValue,
            vaultID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.auth = try container.decodeRequired(CredentialAuth.self, forKey: "auth", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "vault.credential")
        self.updatedAt = try container.decodeRequired(Int.self, forKey: "updated_at", in: decoder)
        self.vaultID = try container.decodeRequired(String.self, forKey: "vault_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.auth, forKey: "auth")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encode(self.vaultID, forKey: "vault_id")
    }
}
