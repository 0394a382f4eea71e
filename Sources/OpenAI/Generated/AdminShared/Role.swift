// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Details about a role that can be assigned through the public Roles API.
///
/// - Schema: `#/components/schemas/Role`
public nonisolated struct Role: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `role`.
    public var object: String

    /// Identifier for the role.
    public var id: String

    /// Unique name for the role.
    public var name: String

    /// Optional description of the role.
    public var description: String?

    /// Permissions granted by the role.
    public var permissions: [String]

    /// Resource type the role is bound to (for example `api.organization` or `api.project`).
    public var resourceType: String

    /// Whether the role is predefined and managed by OpenAI.
    public var predefinedRole: Bool

    public init(
        id: String,
        name: String,
        description: String?,
        permissions: [String],
        resourceType: String,
        predefinedRole: Bool
    ) {
        self.object = "role"
        self.id = id
        self.name = name
        self.description = description
        self.permissions = permissions
        self.resourceType = resourceType
        self.predefinedRole = predefinedRole
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            description: nil,
            permissions: .emptyValue,
            resourceType: .emptyValue,
            predefinedRole: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "role")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.permissions = try container.decodeRequired([String].self, forKey: "permissions", in: decoder)
        self.resourceType = try container.decodeRequired(String.self, forKey: "resource_type", in: decoder)
        self.predefinedRole = try container.decodeRequired(Bool.self, forKey: "predefined_role", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.description, forKey: "description")
        try container.encode(self.permissions, forKey: "permissions")
        try container.encode(self.resourceType, forKey: "resource_type")
        try container.encode(self.predefinedRole, forKey: "predefined_role")
    }
}
