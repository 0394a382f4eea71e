// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an individual API key in a project.
///
/// - Schema: `#/components/schemas/ProjectApiKey`
public nonisolated struct ProjectApiKey: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// The Unix timestamp (in seconds) when the API key expires, or null if it does not
    /// expire.
    public var expiresAt: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        redactedValue: String,
        name: String,
        createdAt: Int,
        lastUsedAt: Int?,
        id: String,
        ownerProjectAccess: ProjectApiKey.OwnerProjectAccess,
        owner: ProjectApiKey.Owner,
        expiresAt: Int? = nil
    ) {
        self.object = "organization.project.api_key"
        self.redactedValue = redactedValue
        self.name = name
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.id = id
        self.ownerProjectAccess = ownerProjectAccess
        self.owner = owner
        self.expiresAt = expiresAt
        self.nullNames = []
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
    public nonisolated enum OwnerProjectAccess: OpenEnum, EmptyDecodable {
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

    public nonisolated struct Owner: Codable, Equatable, Sendable, EmptyDecodable {
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
        public nonisolated enum Kind: OpenEnum, EmptyDecodable {
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

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeIfPresent(ProjectApiKey.Owner.Kind.self, forKey: "type")
            self.user = try container.decodeIfPresent(ProjectApiKeyOwnerUser.self, forKey: "user")
            self.serviceAccount = try container.decodeIfPresent(ProjectApiKeyOwnerServiceAccount.self, forKey: "service_account")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.type, forKey: "type")
            try container.encodeIfPresent(self.user, forKey: "user")
            try container.encodeIfPresent(self.serviceAccount, forKey: "service_account")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.project.api_key")
        self.redactedValue = try container.decodeRequired(String.self, forKey: "redacted_value", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.lastUsedAt = try container.decodeIfPresent(Int.self, forKey: "last_used_at")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.ownerProjectAccess = try container.decodeRequired(ProjectApiKey.OwnerProjectAccess.self, forKey: "owner_project_access", in: decoder)
        self.owner = try container.decodeRequired(ProjectApiKey.Owner.self, forKey: "owner", in: decoder)
        self.expiresAt = try container.decodeIfPresent(Int.self, forKey: "expires_at")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.redactedValue, forKey: "redacted_value")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.lastUsedAt, forKey: "last_used_at")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.ownerProjectAccess, forKey: "owner_project_access")
        try container.encode(self.owner, forKey: "owner")
        try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
    }
}

nonisolated extension NullableMember where Owner == ProjectApiKey {
    public static var expiresAt: Self { Self("expires_at") }
}
