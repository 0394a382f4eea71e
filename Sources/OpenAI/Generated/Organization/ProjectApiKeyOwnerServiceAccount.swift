// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The service account that owns a project API key.
///
/// - Schema: `#/components/schemas/ProjectApiKeyOwnerServiceAccount`
public nonisolated struct ProjectApiKeyOwnerServiceAccount: Codable, Equatable, Sendable, EmptyDecodable {
    /// The identifier, which can be referenced in API endpoints
    public var id: String

    /// The name of the service account.
    public var name: String

    /// The Unix timestamp (in seconds) of when the service account was created.
    public var createdAt: Int

    /// The service account's project role.
    public var role: String

    public init(
        id: String,
        name: String,
        createdAt: Int,
        role: String
    ) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.role = role
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            createdAt: .emptyValue,
            role: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.role, forKey: "role")
    }
}
