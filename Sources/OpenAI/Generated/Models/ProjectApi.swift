// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an individual API key in a project.
///
/// - Schema: `#/components/schemas/ProjectApiKey`
public struct ProjectApiKey: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `organization.project.api_key`
    public var object: String

    /// The redacted value of the API key
    public var redactedValue: String

    /// The name of the API key
    public var name: String

    /// The Unix timestamp (in seconds) of when the API key was created
    public var createdAt: Int

    /// The Unix timestamp (in seconds) of when the API key was last used.
    public var lastUsedAt: Int?

    /// The identifier, which can be referenced in API endpoints
    public var id: String

    /// Whether the API key's owner currently has effective access to the project.
    public var ownerProjectAccess: ProjectApiKey.OwnerProjectAccess

    public var owner: ProjectApiKey.Owner

    public init(
        redactedValue: String,
        name: String,
        createdAt: Int,
        lastUsedAt: Int?,
        id: String,
        ownerProjectAccess: ProjectApiKey.OwnerProjectAccess,
        owner: ProjectApiKey.Owner
    ) {
        self.object = "organization.project.api_key"
        self.redactedValue = redactedValue
        self.name = name
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.id = id
        self.ownerProjectAccess = ownerProjectAccess
        self.owner = owner
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            redactedValue: .emptyValue,
            name: .emptyValue,
            createdAt: .emptyValue,
            lastUsedAt: nil,
            id: .emptyValue,
            ownerProjectAccess: .emptyValue,
            owner: .emptyValue
        )
    }

    /// Whether the API key's owner currently has effective access to the project.
    public enum OwnerProjectAccess: OpenEnum, EmptyDecodable {
        case active
        case inactive
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "active": self = .active
            case "inactive": self = .inactive
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .active: "active"
            case .inactive: "inactive"
            case .unknown(let value): value
            }
        }
    }

    public struct Owner: Codable, Hashable, Sendable, EmptyDecodable {
        /// `user` or `service_account`
        public var type: ProjectApiKey.Owner.Kind?

        public var user: ProjectApiKeyOwnerUser?

        public var serviceAccount: ProjectApiKeyOwnerServiceAccount?

        public init(
            type: ProjectApiKey.Owner.Kind? = nil,
            user: ProjectApiKeyOwnerUser? = nil,
            serviceAccount: ProjectApiKeyOwnerServiceAccount? = nil
        ) {
            self.type = type
            self.user = user
            self.serviceAccount = serviceAccount
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// `user` or `service_account`
        public enum Kind: OpenEnum, EmptyDecodable {
            case user
            case serviceAccount
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "user": self = .user
                case "service_account": self = .serviceAccount
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .user: "user"
                case .serviceAccount: "service_account"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case type
            case user
            case serviceAccount = "service_account"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.type = try container.decodeIfPresent(ProjectApiKey.Owner.Kind.self, forKey: .type)
            self.user = try container.decodeIfPresent(ProjectApiKeyOwnerUser.self, forKey: .user)
            self.serviceAccount = try container.decodeIfPresent(ProjectApiKeyOwnerServiceAccount.self, forKey: .serviceAccount)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.type, forKey: .type)
            try container.encodeIfPresent(self.user, forKey: .user)
            try container.encodeIfPresent(self.serviceAccount, forKey: .serviceAccount)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case redactedValue = "redacted_value"
        case name
        case createdAt = "created_at"
        case lastUsedAt = "last_used_at"
        case id
        case ownerProjectAccess = "owner_project_access"
        case owner
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.project.api_key")
        self.redactedValue = try container.decodeRequired(String.self, forKey: .redactedValue, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.lastUsedAt = try container.decodeIfPresent(Int.self, forKey: .lastUsedAt)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.ownerProjectAccess = try container.decodeRequired(ProjectApiKey.OwnerProjectAccess.self, forKey: .ownerProjectAccess, in: decoder)
        self.owner = try container.decodeRequired(ProjectApiKey.Owner.self, forKey: .owner, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.redactedValue, forKey: .redactedValue)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.lastUsedAt, forKey: .lastUsedAt)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.ownerProjectAccess, forKey: .ownerProjectAccess)
        try container.encode(self.owner, forKey: .owner)
    }
}

/// - Schema: `#/components/schemas/ProjectApiKeyDeleteResponse`
public struct ProjectApiKeyDeleteResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var id: String

    public var deleted: Bool

    public init(
        id: String,
        deleted: Bool
    ) {
        self.object = "organization.project.api_key.deleted"
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
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.project.api_key.deleted")
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

/// - Schema: `#/components/schemas/ProjectApiKeyListResponse`
public struct ProjectApiKeyListResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [ProjectApiKey]

    public var firstID: String?

    public var lastID: String?

    public var hasMore: Bool

    public init(
        data: [ProjectApiKey],
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
        self.data = try container.decodeRequired([ProjectApiKey].self, forKey: .data, in: decoder)
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

/// The service account that owns a project API key.
///
/// - Schema: `#/components/schemas/ProjectApiKeyOwnerServiceAccount`
public struct ProjectApiKeyOwnerServiceAccount: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case createdAt = "created_at"
        case role
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.role = try container.decodeRequired(String.self, forKey: .role, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.role, forKey: .role)
    }
}

/// The user that owns a project API key.
///
/// - Schema: `#/components/schemas/ProjectApiKeyOwnerUser`
public struct ProjectApiKeyOwnerUser: Codable, Hashable, Sendable, EmptyDecodable {
    /// The identifier, which can be referenced in API endpoints
    public var id: String

    /// The email address of the user.
    public var email: String

    /// The name of the user.
    public var name: String

    /// The Unix timestamp (in seconds) of when the user was created.
    public var createdAt: Int

    /// The user's project role.
    public var role: String

    public init(
        id: String,
        email: String,
        name: String,
        createdAt: Int,
        role: String
    ) {
        self.id = id
        self.email = email
        self.name = name
        self.createdAt = createdAt
        self.role = role
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            email: .emptyValue,
            name: .emptyValue,
            createdAt: .emptyValue,
            role: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case email
        case name
        case createdAt = "created_at"
        case role
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.email = try container.decodeRequired(String.self, forKey: .email, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.role = try container.decodeRequired(String.self, forKey: .role, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.email, forKey: .email)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.role, forKey: .role)
    }
}
