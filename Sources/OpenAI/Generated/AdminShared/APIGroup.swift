// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Summary information about a group returned in role assignment responses.
///
/// - Schema: `#/components/schemas/Group`
public nonisolated struct APIGroup: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `group`.
    public var object: String

    /// Identifier for the group.
    public var id: String

    /// Display name of the group.
    public var name: String

    /// Unix timestamp (in seconds) when the group was created.
    public var createdAt: Int

    /// Whether the group is managed through SCIM.
    public var scimManaged: Bool

    public init(
        id: String,
        name: String,
        createdAt: Int,
        scimManaged: Bool
    ) {
        self.object = "group"
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.scimManaged = scimManaged
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            createdAt: .emptyValue,
            scimManaged: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "group")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.scimManaged = try container.decodeRequired(Bool.self, forKey: "scim_managed", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.scimManaged, forKey: "scim_managed")
    }
}
