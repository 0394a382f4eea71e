// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Summary information about a group returned in role assignment responses.
///
/// - Schema: `#/components/schemas/Group`
public struct Group: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case object
        case id
        case name
        case createdAt = "created_at"
        case scimManaged = "scim_managed"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "group")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.scimManaged = try container.decodeRequired(Bool.self, forKey: .scimManaged, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.scimManaged, forKey: .scimManaged)
    }
}

/// Confirmation payload returned after deleting a group.
///
/// - Schema: `#/components/schemas/GroupDeletedResource`
public struct GroupDeletedResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `group.deleted`.
    public var object: String

    /// Identifier of the deleted group.
    public var id: String

    /// Whether the group was deleted.
    public var deleted: Bool

    public init(
        id: String,
        deleted: Bool
    ) {
        self.object = "group.deleted"
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
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "group.deleted")
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

/// Paginated list of organization groups.
///
/// - Schema: `#/components/schemas/GroupListResource`
public struct GroupListResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `list`.
    public var object: String

    /// Groups returned in the current page.
    public var data: [GroupResponse]

    /// Whether additional groups are available when paginating.
    public var hasMore: Bool

    /// Cursor to fetch the next page of results, or `null` if there are no more results.
    public var next: String?

    public init(
        data: [GroupResponse],
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
        self.data = try container.decodeRequired([GroupResponse].self, forKey: .data, in: decoder)
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

/// Details about a user returned from an organization group membership lookup.
///
/// - Schema: `#/components/schemas/GroupMemberUser`
public struct GroupMemberUser: Codable, Hashable, Sendable, EmptyDecodable {
    /// Identifier for the user.
    public var id: String

    /// Display name of the user.
    public var name: String

    /// Email address of the user, or `null` for users without an email.
    public var email: String?

    /// URL of the user's profile picture, if available.
    public var picture: String?

    /// Whether the user is a service account.
    public var isServiceAccount: Bool?

    /// The type of user.
    public var userType: GroupMemberUser.UserType

    public init(
        id: String,
        name: String,
        email: String?,
        picture: String?,
        isServiceAccount: Bool?,
        userType: GroupMemberUser.UserType
    ) {
        self.id = id
        self.name = name
        self.email = email
        self.picture = picture
        self.isServiceAccount = isServiceAccount
        self.userType = userType
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            email: nil,
            picture: nil,
            isServiceAccount: nil,
            userType: .emptyValue
        )
    }

    /// The type of user.
    public enum UserType: OpenEnum, EmptyDecodable {
        case user
        case tenantUser
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "user": self = .user
            case "tenant_user": self = .tenantUser
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .user: "user"
            case .tenantUser: "tenant_user"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case email
        case picture
        case isServiceAccount = "is_service_account"
        case userType = "user_type"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.email = try container.decodeIfPresent(String.self, forKey: .email)
        self.picture = try container.decodeIfPresent(String.self, forKey: .picture)
        self.isServiceAccount = try container.decodeIfPresent(Bool.self, forKey: .isServiceAccount)
        self.userType = try container.decodeRequired(GroupMemberUser.UserType.self, forKey: .userType, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.email, forKey: .email)
        try container.encode(self.picture, forKey: .picture)
        try container.encode(self.isServiceAccount, forKey: .isServiceAccount)
        try container.encode(self.userType, forKey: .userType)
    }
}

/// Response returned after updating a group.
///
/// - Schema: `#/components/schemas/GroupResourceWithSuccess`
public struct GroupResourceWithSuccess: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case createdAt = "created_at"
        case isScimManaged = "is_scim_managed"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.isScimManaged = try container.decodeRequired(Bool.self, forKey: .isScimManaged, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.isScimManaged, forKey: .isScimManaged)
    }
}

/// Details about an organization group.
///
/// - Schema: `#/components/schemas/GroupResponse`
public struct GroupResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// Identifier for the group.
    public var id: String

    /// Display name of the group.
    public var name: String

    /// Unix timestamp (in seconds) when the group was created.
    public var createdAt: Int

    /// Whether the group is managed through SCIM and controlled by your identity provider.
    public var isScimManaged: Bool

    /// The type of the group.
    public var groupType: GroupResponse.GroupType

    public init(
        id: String,
        name: String,
        createdAt: Int,
        isScimManaged: Bool,
        groupType: GroupResponse.GroupType
    ) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.isScimManaged = isScimManaged
        self.groupType = groupType
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            createdAt: .emptyValue,
            isScimManaged: .emptyValue,
            groupType: .emptyValue
        )
    }

    /// The type of the group.
    public enum GroupType: OpenEnum, EmptyDecodable {
        case group
        case tenantGroup
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "group": self = .group
            case "tenant_group": self = .tenantGroup
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .group: "group"
            case .tenantGroup: "tenant_group"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case createdAt = "created_at"
        case isScimManaged = "is_scim_managed"
        case groupType = "group_type"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.isScimManaged = try container.decodeRequired(Bool.self, forKey: .isScimManaged, in: decoder)
        self.groupType = try container.decodeRequired(GroupResponse.GroupType.self, forKey: .groupType, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.isScimManaged, forKey: .isScimManaged)
        try container.encode(self.groupType, forKey: .groupType)
    }
}

/// Role assignment linking a group to a role.
///
/// - Schema: `#/components/schemas/GroupRoleAssignment`
public struct GroupRoleAssignment: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `group.role`.
    public var object: String

    public var group: Group

    public var role: OpenAI.Role

    public init(
        group: Group,
        role: OpenAI.Role
    ) {
        self.object = "group.role"
        self.group = group
        self.role = role
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            group: .emptyValue,
            role: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case group
        case role
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "group.role")
        self.group = try container.decodeRequired(Group.self, forKey: .group, in: decoder)
        self.role = try container.decodeRequired(OpenAI.Role.self, forKey: .role, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.group, forKey: .group)
        try container.encode(self.role, forKey: .role)
    }
}

/// Represents an individual user returned when inspecting group membership.
///
/// - Schema: `#/components/schemas/GroupUser`
public struct GroupUser: Codable, Hashable, Sendable, EmptyDecodable {
    /// The identifier, which can be referenced in API endpoints
    public var id: String

    /// The name of the user.
    public var name: String

    /// The email address of the user.
    public var email: String?

    public init(
        id: String,
        name: String,
        email: String?
    ) {
        self.id = id
        self.name = name
        self.email = email
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            email: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case email
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.email = try container.decodeIfPresent(String.self, forKey: .email)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.email, forKey: .email)
    }
}

/// Confirmation payload returned after adding a user to a group.
///
/// - Schema: `#/components/schemas/GroupUserAssignment`
public struct GroupUserAssignment: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `group.user`.
    public var object: String

    /// Identifier of the user that was added.
    public var userID: String

    /// Identifier of the group the user was added to.
    public var groupID: String

    public init(
        userID: String,
        groupID: String
    ) {
        self.object = "group.user"
        self.userID = userID
        self.groupID = groupID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            userID: .emptyValue,
            groupID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case userID = "user_id"
        case groupID = "group_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "group.user")
        self.userID = try container.decodeRequired(String.self, forKey: .userID, in: decoder)
        self.groupID = try container.decodeRequired(String.self, forKey: .groupID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.userID, forKey: .userID)
        try container.encode(self.groupID, forKey: .groupID)
    }
}

/// Confirmation payload returned after removing a user from a group.
///
/// - Schema: `#/components/schemas/GroupUserDeletedResource`
public struct GroupUserDeletedResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `group.user.deleted`.
    public var object: String

    /// Whether the group membership was removed.
    public var deleted: Bool

    public init(
        deleted: Bool
    ) {
        self.object = "group.user.deleted"
        self.deleted = deleted
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case deleted
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "group.user.deleted")
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.deleted, forKey: .deleted)
    }
}
