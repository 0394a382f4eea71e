// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an individual `user` within an organization.
///
/// - Schema: `#/components/schemas/User`
public nonisolated struct User: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The object type, which is always `organization.user`
    public var object: String

    /// The identifier, which can be referenced in API endpoints
    public var id: String

    /// The name of the user
    public var name: String?

    /// The email address of the user
    public var email: String?

    /// `owner` or `reader`
    public var role: String?

    /// The Unix timestamp (in seconds) of when the user was added.
    public var addedAt: Int

    /// Whether this is the organization's default user.
    public var isDefault: Bool?

    /// The Unix timestamp (in seconds) of when the user was created.
    public var created: Int?

    /// Nested user details.
    public var user: User.UserValue?

    /// Whether the user is a service account.
    public var isServiceAccount: Bool?

    /// Whether the user is an authorized purchaser for Scale Tier.
    public var isScaleTierAuthorizedPurchaser: Bool?

    /// Whether the user is managed through SCIM.
    public var isScimManaged: Bool?

    /// The Unix timestamp (in seconds) of the user's last API key usage.
    public var apiKeyLastUsedAt: Int?

    /// The technical level metadata for the user.
    public var technicalLevel: String?

    /// The developer persona metadata for the user.
    public var developerPersona: String?

    /// Projects associated with the user, if included.
    public var projects: User.Projects?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        addedAt: Int,
        name: String? = nil,
        email: String? = nil,
        role: String? = nil,
        isDefault: Bool? = nil,
        created: Int? = nil,
        user: User.UserValue? = nil,
        isServiceAccount: Bool? = nil,
        isScaleTierAuthorizedPurchaser: Bool? = nil,
        isScimManaged: Bool? = nil,
        apiKeyLastUsedAt: Int? = nil,
        technicalLevel: String? = nil,
        developerPersona: String? = nil,
        projects: User.Projects? = nil
    ) {
        self.object = "organization.user"
        self.id = id
        self.name = name
        self.email = email
        self.role = role
        self.addedAt = addedAt
        self.isDefault = isDefault
        self.created = created
        self.user = user
        self.isServiceAccount = isServiceAccount
        self.isScaleTierAuthorizedPurchaser = isScaleTierAuthorizedPurchaser
        self.isScimManaged = isScimManaged
        self.apiKeyLastUsedAt = apiKeyLastUsedAt
        self.technicalLevel = technicalLevel
        self.developerPersona = developerPersona
        self.projects = projects
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            addedAt: .emptyValue
        )
    }

    /// Nested user details.
    public nonisolated struct UserValue: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        public var object: String

        public var id: String

        public var email: String?

        public var name: String?

        public var picture: String?

        public var enabled: Bool?

        public var banned: Bool?

        public var bannedAt: Int?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            id: String,
            email: String? = nil,
            name: String? = nil,
            picture: String? = nil,
            enabled: Bool? = nil,
            banned: Bool? = nil,
            bannedAt: Int? = nil
        ) {
            self.object = "user"
            self.id = id
            self.email = email
            self.name = name
            self.picture = picture
            self.enabled = enabled
            self.banned = banned
            self.bannedAt = bannedAt
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                id: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "user")
            self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
            self.email = try container.decodeIfPresent(String.self, forKey: "email")
            self.name = try container.decodeIfPresent(String.self, forKey: "name")
            self.picture = try container.decodeIfPresent(String.self, forKey: "picture")
            self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
            self.banned = try container.decodeIfPresent(Bool.self, forKey: "banned")
            self.bannedAt = try container.decodeIfPresent(Int.self, forKey: "banned_at")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encode(self.object, forKey: "object")
            try container.encode(self.id, forKey: "id")
            try container.encodeIfPresent(self.email, forKey: "email")
            try container.encodeIfPresent(self.name, forKey: "name")
            try container.encodeIfPresent(self.picture, forKey: "picture")
            try container.encodeIfPresent(self.enabled, forKey: "enabled")
            try container.encodeIfPresent(self.banned, forKey: "banned")
            try container.encodeIfPresent(self.bannedAt, forKey: "banned_at")
        }
    }

    /// Projects associated with the user, if included.
    public nonisolated struct Projects: Codable, Equatable, Sendable, EmptyDecodable {
        public var object: String

        public var data: [User.Projects.DataItem]

        public init(
            data: [User.Projects.DataItem]
        ) {
            self.object = "list"
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                data: .emptyValue
            )
        }

        public nonisolated struct DataItem: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
            public var id: String?

            public var name: String?

            public var role: String?

            /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
            public var nullNames: Set<String>

            public init(
                id: String? = nil,
                name: String? = nil,
                role: String? = nil
            ) {
                self.id = id
                self.name = name
                self.role = role
                self.nullNames = []
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.id = try container.decodeIfPresent(String.self, forKey: "id")
                self.name = try container.decodeIfPresent(String.self, forKey: "name")
                self.role = try container.decodeIfPresent(String.self, forKey: "role")
                self.nullNames = []
            }

            public func encode(to encoder: any Encoder) throws {
                var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
                try container.encodeIfPresent(self.id, forKey: "id")
                try container.encodeIfPresent(self.name, forKey: "name")
                try container.encodeIfPresent(self.role, forKey: "role")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "list")
            self.data = try container.decodeRequired([User.Projects.DataItem].self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.object, forKey: "object")
            try container.encode(self.data, forKey: "data")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.user")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.email = try container.decodeIfPresent(String.self, forKey: "email")
        self.role = try container.decodeIfPresent(String.self, forKey: "role")
        self.addedAt = try container.decodeRequired(Int.self, forKey: "added_at", in: decoder)
        self.isDefault = try container.decodeIfPresent(Bool.self, forKey: "is_default")
        self.created = try container.decodeIfPresent(Int.self, forKey: "created")
        self.user = try container.decodeIfPresent(User.UserValue.self, forKey: "user")
        self.isServiceAccount = try container.decodeIfPresent(Bool.self, forKey: "is_service_account")
        self.isScaleTierAuthorizedPurchaser = try container.decodeIfPresent(Bool.self, forKey: "is_scale_tier_authorized_purchaser")
        self.isScimManaged = try container.decodeIfPresent(Bool.self, forKey: "is_scim_managed")
        self.apiKeyLastUsedAt = try container.decodeIfPresent(Int.self, forKey: "api_key_last_used_at")
        self.technicalLevel = try container.decodeIfPresent(String.self, forKey: "technical_level")
        self.developerPersona = try container.decodeIfPresent(String.self, forKey: "developer_persona")
        self.projects = try container.decodeIfPresent(User.Projects.self, forKey: "projects")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.email, forKey: "email")
        try container.encodeIfPresent(self.role, forKey: "role")
        try container.encode(self.addedAt, forKey: "added_at")
        try container.encodeIfPresent(self.isDefault, forKey: "is_default")
        try container.encodeIfPresent(self.created, forKey: "created")
        try container.encodeIfPresent(self.user, forKey: "user")
        try container.encodeIfPresent(self.isServiceAccount, forKey: "is_service_account")
        try container.encodeIfPresent(self.isScaleTierAuthorizedPurchaser, forKey: "is_scale_tier_authorized_purchaser")
        try container.encodeIfPresent(self.isScimManaged, forKey: "is_scim_managed")
        try container.encodeIfPresent(self.apiKeyLastUsedAt, forKey: "api_key_last_used_at")
        try container.encodeIfPresent(self.technicalLevel, forKey: "technical_level")
        try container.encodeIfPresent(self.developerPersona, forKey: "developer_persona")
        try container.encodeIfPresent(self.projects, forKey: "projects")
    }
}

nonisolated extension NullableMember where Owner == User {
    public static var name: Self { Self("name") }
    public static var email: Self { Self("email") }
    public static var role: Self { Self("role") }
    public static var isScaleTierAuthorizedPurchaser: Self { Self("is_scale_tier_authorized_purchaser") }
    public static var apiKeyLastUsedAt: Self { Self("api_key_last_used_at") }
    public static var technicalLevel: Self { Self("technical_level") }
    public static var developerPersona: Self { Self("developer_persona") }
    public static var projects: Self { Self("projects") }
}

nonisolated extension NullableMember where Owner == User.UserValue {
    public static var email: Self { Self("email") }
    public static var name: Self { Self("name") }
    public static var picture: Self { Self("picture") }
    public static var enabled: Self { Self("enabled") }
    public static var banned: Self { Self("banned") }
    public static var bannedAt: Self { Self("banned_at") }
}

nonisolated extension NullableMember where Owner == User.Projects.DataItem {
    public static var id: Self { Self("id") }
    public static var name: Self { Self("name") }
    public static var role: Self { Self("role") }
}
