// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an individual service account in a project.
///
/// - Schema: `#/components/schemas/ProjectServiceAccount`
public struct ProjectServiceAccount: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `organization.project.service_account`
    public var object: String

    /// The identifier, which can be referenced in API endpoints
    public var id: String

    /// The name of the service account
    public var name: String

    /// `owner`, `member`, or `none`
    public var role: ProjectServiceAccount.Role

    /// The Unix timestamp (in seconds) of when the service account was created
    public var createdAt: Int

    public init(
        id: String,
        name: String,
        role: ProjectServiceAccount.Role,
        createdAt: Int
    ) {
        self.object = "organization.project.service_account"
        self.id = id
        self.name = name
        self.role = role
        self.createdAt = createdAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            role: .emptyValue,
            createdAt: .emptyValue
        )
    }

    /// `owner`, `member`, or `none`
    public enum Role: OpenEnum, EmptyDecodable {
        case owner
        case member
        case none
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "owner": self = .owner
            case "member": self = .member
            case "none": self = .none
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .owner: "owner"
            case .member: "member"
            case .none: "none"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case id
        case name
        case role
        case createdAt = "created_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.project.service_account")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.role = try container.decodeRequired(ProjectServiceAccount.Role.self, forKey: .role, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.role, forKey: .role)
        try container.encode(self.createdAt, forKey: .createdAt)
    }
}

/// - Schema: `#/components/schemas/ProjectServiceAccountApiKey`
public struct ProjectServiceAccountApiKey: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `organization.project.service_account.api_key`
    public var object: String

    public var value: String

    public var name: String

    public var createdAt: Int

    public var id: String

    public init(
        value: String,
        name: String,
        createdAt: Int,
        id: String
    ) {
        self.object = "organization.project.service_account.api_key"
        self.value = value
        self.name = name
        self.createdAt = createdAt
        self.id = id
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

    enum CodingKeys: String, CodingKey {
        case object
        case value
        case name
        case createdAt = "created_at"
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.project.service_account.api_key")
        self.value = try container.decodeRequired(String.self, forKey: .value, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.value, forKey: .value)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.id, forKey: .id)
    }
}

/// - Schema: `#/components/schemas/ProjectServiceAccountCreateRequest`
public struct ProjectServiceAccountCreateRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// The name of the service account being created.
    public var name: String

    public var createServiceAccountOnly: Bool?

    public init(
        name: String,
        createServiceAccountOnly: Bool? = nil
    ) {
        self.name = name
        self.createServiceAccountOnly = createServiceAccountOnly
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
        case createServiceAccountOnly = "create_service_account_only"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.createServiceAccountOnly = try container.decodeIfPresent(Bool.self, forKey: .createServiceAccountOnly)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.createServiceAccountOnly, forKey: .createServiceAccountOnly)
    }
}

/// - Schema: `#/components/schemas/ProjectServiceAccountCreateResponse`
public struct ProjectServiceAccountCreateResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var id: String

    public var name: String

    /// Service accounts created with default project membership have role `member`. Accounts created with `create_service_account_only` have role `none`.
    public var role: ProjectServiceAccountCreateResponse.Role

    public var createdAt: Int

    public var apiKey: ProjectServiceAccountApiKey?

    public init(
        id: String,
        name: String,
        role: ProjectServiceAccountCreateResponse.Role,
        createdAt: Int,
        apiKey: ProjectServiceAccountApiKey?
    ) {
        self.object = "organization.project.service_account"
        self.id = id
        self.name = name
        self.role = role
        self.createdAt = createdAt
        self.apiKey = apiKey
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            role: .emptyValue,
            createdAt: .emptyValue,
            apiKey: nil
        )
    }

    /// Service accounts created with default project membership have role `member`. Accounts created with `create_service_account_only` have role `none`.
    public enum Role: OpenEnum, EmptyDecodable {
        case member
        case none
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "member": self = .member
            case "none": self = .none
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .member: "member"
            case .none: "none"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case id
        case name
        case role
        case createdAt = "created_at"
        case apiKey = "api_key"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.project.service_account")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.role = try container.decodeRequired(ProjectServiceAccountCreateResponse.Role.self, forKey: .role, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.apiKey = try container.decodeIfPresent(ProjectServiceAccountApiKey.self, forKey: .apiKey)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.role, forKey: .role)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.apiKey, forKey: .apiKey)
    }
}

/// - Schema: `#/components/schemas/ProjectServiceAccountDeleteResponse`
public struct ProjectServiceAccountDeleteResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var id: String

    public var deleted: Bool

    public init(
        id: String,
        deleted: Bool
    ) {
        self.object = "organization.project.service_account.deleted"
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
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.project.service_account.deleted")
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

/// - Schema: `#/components/schemas/ProjectServiceAccountListResponse`
public struct ProjectServiceAccountListResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [ProjectServiceAccount]

    public var firstID: String?

    public var lastID: String?

    public var hasMore: Bool

    public init(
        data: [ProjectServiceAccount],
        hasMore: Bool,
        firstID: String? = nil,
        lastID: String? = nil
    ) {
        self.object = "list"
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
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
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([ProjectServiceAccount].self, forKey: .data, in: decoder)
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
