// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProjectServiceAccountApiKey`
public nonisolated struct ProjectServiceAccountApiKey: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The object type, which is always `organization.project.service_account.api_key`
    public var object: String

    public var value: String

    public var name: String

    public var createdAt: Int

    public var id: String

    /// The Unix timestamp (in seconds) when the API key expires, or null if it does not
    /// expire.
    public var expiresAt: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        value: String,
        name: String,
        createdAt: Int,
        id: String,
        expiresAt: Int? = nil
    ) {
        self.object = "organization.project.service_account.api_key"
        self.value = value
        self.name = name
        self.createdAt = createdAt
        self.id = id
        self.expiresAt = expiresAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            value: .emptyValue,
            name: .emptyValue,
            createdAt: .emptyValue,
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.project.service_account.api_key")
        self.value = try container.decodeRequired(String.self, forKey: "value", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.expiresAt = try container.decodeIfPresent(Int.self, forKey: "expires_at")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.value, forKey: "value")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
    }
}

nonisolated extension NullableMember where Owner == ProjectServiceAccountApiKey {
    public static var expiresAt: Self { Self("expires_at") }
}
