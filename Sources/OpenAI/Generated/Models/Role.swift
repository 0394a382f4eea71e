// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Details about a role that can be assigned through the public Roles API.
///
/// - Schema: `#/components/schemas/Role`
public struct Role: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case object
        case id
        case name
        case description
        case permissions
        case resourceType = "resource_type"
        case predefinedRole = "predefined_role"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "role")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: .description)
        self.permissions = try container.decodeRequired([String].self, forKey: .permissions, in: decoder)
        self.resourceType = try container.decodeRequired(String.self, forKey: .resourceType, in: decoder)
        self.predefinedRole = try container.decodeRequired(Bool.self, forKey: .predefinedRole, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.description, forKey: .description)
        try container.encode(self.permissions, forKey: .permissions)
        try container.encode(self.resourceType, forKey: .resourceType)
        try container.encode(self.predefinedRole, forKey: .predefinedRole)
    }
}

/// Confirmation payload returned after deleting a role.
///
/// - Schema: `#/components/schemas/RoleDeletedResource`
public struct RoleDeletedResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `role.deleted`.
    public var object: String

    /// Identifier of the deleted role.
    public var id: String

    /// Whether the role was deleted.
    public var deleted: Bool

    public init(
        id: String,
        deleted: Bool
    ) {
        self.object = "role.deleted"
        self.id = id
        self.deleted = deleted
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case id
        case deleted
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "role.deleted")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.deleted, forKey: .deleted)
    }
}

/// Paginated list of roles assigned to a principal.
///
/// - Schema: `#/components/schemas/RoleListResource`
public struct RoleListResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `list`.
    public var object: String

    /// Role assignments returned in the current page.
    public var data: [AssignedRoleDetails]

    /// Whether additional assignments are available when paginating.
    public var hasMore: Bool

    /// Cursor to fetch the next page of results, or `null` when there are no more assignments.
    public var next: String?

    public init(
        data: [AssignedRoleDetails],
        hasMore: Bool,
        next: String?
    ) {
        self.object = "list"
        self.data = data
        self.hasMore = hasMore
        self.next = next
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue,
            next: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case hasMore = "has_more"
        case next
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([AssignedRoleDetails].self, forKey: .data, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
        self.next = try container.decodeIfPresent(String.self, forKey: .next)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.hasMore, forKey: .hasMore)
        try container.encode(self.next, forKey: .next)
    }
}
