// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Response returned after updating a group.
///
/// - Schema: `#/components/schemas/GroupResourceWithSuccess`
public nonisolated struct GroupResourceWithSuccess: Codable, Equatable, Sendable, EmptyDecodable {
    /// Identifier for the group.
    public var id: String

    /// Updated display name for the group.
    public var name: String

    /// Unix timestamp (in seconds) when the group was created.
    public var createdAt: Int

    /// Whether the group is managed through SCIM and controlled by your identity provider.
    public var isScimManaged: Bool

    public init(
        id: String,
        name: String,
        createdAt: Int,
        isScimManaged: Bool
    ) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.isScimManaged = isScimManaged
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            createdAt: .emptyValue,
            isScimManaged: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.isScimManaged = try container.decodeRequired(Bool.self, forKey: "is_scim_managed", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.isScimManaged, forKey: "is_scim_managed")
    }
}
