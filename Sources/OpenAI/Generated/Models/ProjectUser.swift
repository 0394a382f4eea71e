// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an individual user in a project.
///
/// - Schema: `#/components/schemas/ProjectUser`
public struct ProjectUser: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `organization.project.user`
    public var object: String

    /// The identifier, which can be referenced in API endpoints
    public var id: String

    /// The name of the user
    public var name: String?

    /// The email address of the user
    public var email: String?

    /// `owner` or `member`
    public var role: String

    /// The Unix timestamp (in seconds) of when the project was added.
    public var addedAt: Int

    public init(
        id: String,
        role: String,
        addedAt: Int,
        name: String? = nil,
        email: String? = nil
    ) {
        self.object = "organization.project.user"
        self.id = id
        self.name = name
        self.email = email
        self.role = role
        self.addedAt = addedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            role: .emptyValue,
            addedAt: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case id
        case name
        case email
        case role
        case addedAt = "added_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.project.user")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.email = try container.decodeIfPresent(String.self, forKey: .email)
        self.role = try container.decodeRequired(String.self, forKey: .role, in: decoder)
        self.addedAt = try container.decodeRequired(Int.self, forKey: .addedAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.id, forKey: .id)
        try container.encodeIfPresent(self.name, forKey: .name)
        try container.encodeIfPresent(self.email, forKey: .email)
        try container.encode(self.role, forKey: .role)
        try container.encode(self.addedAt, forKey: .addedAt)
    }
}

/// - Schema: `#/components/schemas/ProjectUserCreateRequest`
public struct ProjectUserCreateRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// The ID of the user.
    public var userID: String?

    /// Email of the user to add.
    public var email: String?

    /// `owner` or `member`
    public var role: String

    public init(
        role: String,
        userID: String? = nil,
        email: String? = nil
    ) {
        self.userID = userID
        self.email = email
        self.role = role
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            role: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case userID = "user_id"
        case email
        case role
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.userID = try container.decodeIfPresent(String.self, forKey: .userID)
        self.email = try container.decodeIfPresent(String.self, forKey: .email)
        self.role = try container.decodeRequired(String.self, forKey: .role, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.userID, forKey: .userID)
        try container.encodeIfPresent(self.email, forKey: .email)
        try container.encode(self.role, forKey: .role)
    }
}

/// - Schema: `#/components/schemas/ProjectUserDeleteResponse`
public struct ProjectUserDeleteResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var id: String

    public var deleted: Bool

    public init(
        id: String,
        deleted: Bool
    ) {
        self.object = "organization.project.user.deleted"
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
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.project.user.deleted")
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

/// - Schema: `#/components/schemas/ProjectUserListResponse`
public struct ProjectUserListResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [ProjectUser]

    public var firstID: String?

    public var lastID: String?

    public var hasMore: Bool

    public init(
        object: String,
        data: [ProjectUser],
        hasMore: Bool,
        firstID: String? = nil,
        lastID: String? = nil
    ) {
        self.object = object
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            object: .emptyValue,
            data: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder)
        self.data = try container.decodeRequired([ProjectUser].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.firstID, forKey: .firstID)
        try container.encodeIfPresent(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// - Schema: `#/components/schemas/ProjectUserUpdateRequest`
public struct ProjectUserUpdateRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// `owner` or `member`
    public var role: String?

    public init(
        role: String? = nil
    ) {
        self.role = role
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case role
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.role = try container.decodeIfPresent(String.self, forKey: .role)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.role, forKey: .role)
    }
}
