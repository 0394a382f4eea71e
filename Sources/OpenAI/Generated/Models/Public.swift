// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request payload for assigning a role to a group or user.
///
/// - Schema: `#/components/schemas/PublicAssignOrganizationGroupRoleBody`
public struct PublicAssignOrganizationGroupRoleBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// Identifier of the role to assign.
    public var roleID: String

    public init(
        roleID: String
    ) {
        self.roleID = roleID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            roleID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case roleID = "role_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.roleID = try container.decodeRequired(String.self, forKey: .roleID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.roleID, forKey: .roleID)
    }
}

/// Request payload for creating a custom role.
///
/// - Schema: `#/components/schemas/PublicCreateOrganizationRoleBody`
public struct PublicCreateOrganizationRoleBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// Unique name for the role.
    public var roleName: String

    /// Permissions to grant to the role.
    public var permissions: [String]

    /// Optional description of the role.
    public var description: String?

    public init(
        roleName: String,
        permissions: [String],
        description: String? = nil
    ) {
        self.roleName = roleName
        self.permissions = permissions
        self.description = description
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            roleName: .emptyValue,
            permissions: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case roleName = "role_name"
        case permissions
        case description
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.roleName = try container.decodeRequired(String.self, forKey: .roleName, in: decoder)
        self.permissions = try container.decodeRequired([String].self, forKey: .permissions, in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: .description)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.roleName, forKey: .roleName)
        try container.encode(self.permissions, forKey: .permissions)
        try container.encodeIfPresent(self.description, forKey: .description)
    }
}

/// - Schema: `#/components/schemas/PublicProjectResidency`
public enum PublicProjectResidency: OpenEnum, EmptyDecodable {
    case global
    case usStorageProcessing
    case euStorageProcessing
    case jpStorage
    case krStorage
    case caStorage
    case sgStorage
    case inStorage
    case auStorage
    case gbStorage
    case aeStorage
    case aeStorageProcessing
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "GLOBAL": self = .global
        case "US_STORAGE_PROCESSING": self = .usStorageProcessing
        case "EU_STORAGE_PROCESSING": self = .euStorageProcessing
        case "JP_STORAGE": self = .jpStorage
        case "KR_STORAGE": self = .krStorage
        case "CA_STORAGE": self = .caStorage
        case "SG_STORAGE": self = .sgStorage
        case "IN_STORAGE": self = .inStorage
        case "AU_STORAGE": self = .auStorage
        case "GB_STORAGE": self = .gbStorage
        case "AE_STORAGE": self = .aeStorage
        case "AE_STORAGE_PROCESSING": self = .aeStorageProcessing
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .global: "GLOBAL"
        case .usStorageProcessing: "US_STORAGE_PROCESSING"
        case .euStorageProcessing: "EU_STORAGE_PROCESSING"
        case .jpStorage: "JP_STORAGE"
        case .krStorage: "KR_STORAGE"
        case .caStorage: "CA_STORAGE"
        case .sgStorage: "SG_STORAGE"
        case .inStorage: "IN_STORAGE"
        case .auStorage: "AU_STORAGE"
        case .gbStorage: "GB_STORAGE"
        case .aeStorage: "AE_STORAGE"
        case .aeStorageProcessing: "AE_STORAGE_PROCESSING"
        case .unknown(let value): value
        }
    }
}

/// Paginated list of roles available on an organization or project.
///
/// - Schema: `#/components/schemas/PublicRoleListResource`
public struct PublicRoleListResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `list`.
    public var object: String

    /// Roles returned in the current page.
    public var data: [OpenAI.Role]

    /// Whether more roles are available when paginating.
    public var hasMore: Bool

    /// Cursor to fetch the next page of results, or `null` when there are no additional roles.
    public var next: String?

    public init(
        data: [OpenAI.Role],
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
        self.data = try container.decodeRequired([OpenAI.Role].self, forKey: .data, in: decoder)
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

/// Request payload for updating an existing role.
///
/// - Schema: `#/components/schemas/PublicUpdateOrganizationRoleBody`
public struct PublicUpdateOrganizationRoleBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// Updated set of permissions for the role.
    public var permissions: [String]?

    /// New description for the role.
    public var description: String?

    /// New name for the role.
    public var roleName: String?

    public init(
        permissions: [String]? = nil,
        description: String? = nil,
        roleName: String? = nil
    ) {
        self.permissions = permissions
        self.description = description
        self.roleName = roleName
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case permissions
        case description
        case roleName = "role_name"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.permissions = try container.decodeIfPresent([String].self, forKey: .permissions)
        self.description = try container.decodeIfPresent(String.self, forKey: .description)
        self.roleName = try container.decodeIfPresent(String.self, forKey: .roleName)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.permissions, forKey: .permissions)
        try container.encodeIfPresent(self.description, forKey: .description)
        try container.encodeIfPresent(self.roleName, forKey: .roleName)
    }
}
