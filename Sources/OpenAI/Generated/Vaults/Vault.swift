// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A collection of credentials for MCP servers and OpenAI-hosted environments.
///
/// - Schema: `#/components/schemas/Vault`
public nonisolated struct Vault: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The Unix timestamp, in seconds, when the vault was created.
    public var createdAt: Int

    /// The ID of the vault.
    public var id: String

    /// Key-value pairs associated with the vault, such as an application or team
    /// identifier.
    public var metadata: [String: String]

    /// The human-readable name of the vault, if set.
    public var name: String?

    /// The object type. Always `vault`.
    public var object: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: Int,
        id: String,
        metadata: [String: String],
        name: String? = nil
    ) {
        self.createdAt = createdAt
        self.id = id
        self.metadata = metadata
        self.name = name
        self.object = "vault"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            id: .emptyValue,
            metadata: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.metadata = try container.decodeRequired([String: String].self, forKey: "metadata", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "vault")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.object, forKey: "object")
    }
}

nonisolated extension NullableMember where Owner == Vault {
    public static var name: Self { Self("name") }
}
