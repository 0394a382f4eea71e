// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an individual Admin API key in an org.
///
/// - Schema: `#/components/schemas/AdminApiKey`
public nonisolated struct AdminApiKey: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The object type, which is always `organization.admin_api_key`
    public var object: String

    /// The identifier, which can be referenced in API endpoints
    public var id: String

    /// The name of the API key
    public var name: String?

    /// The redacted value of the API key
    public var redactedValue: String

    /// The Unix timestamp (in seconds) of when the API key was created
    public var createdAt: Int

    public var expiresAt: Int?

    public var lastUsedAt: Int?

    public var owner: AdminApiKey.Owner

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        redactedValue: String,
        createdAt: Int,
        expiresAt: Int?,
        owner: AdminApiKey.Owner,
        name: String? = nil,
        lastUsedAt: Int? = nil
    ) {
        self.object = "organization.admin_api_key"
        self.id = id
        self.name = name
        self.redactedValue = redactedValue
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.lastUsedAt = lastUsedAt
        self.owner = owner
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            redactedValue: .emptyValue,
            createdAt: .emptyValue,
            expiresAt: nil,
            owner: .emptyValue
        )
    }

    public nonisolated struct Owner: Codable, Equatable, Sendable, EmptyDecodable {
        /// Always `user`
        public var type: String?

        /// The object type, which is always organization.user
        public var object: String?

        /// The identifier, which can be referenced in API endpoints
        public var id: String?

        /// The name of the user
        public var name: String?

        /// The Unix timestamp (in seconds) of when the user was created
        public var createdAt: Int?

        /// Always `owner`
        public var role: String?

        public init(
            type: String? = nil,
            object: String? = nil,
            id: String? = nil,
            name: String? = nil,
            createdAt: Int? = nil,
            role: String? = nil
        ) {
            self.type = type
            self.object = object
            self.id = id
            self.name = name
            self.createdAt = createdAt
            self.role = role
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeIfPresent(String.self, forKey: "type")
            self.object = try container.decodeIfPresent(String.self, forKey: "object")
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.name = try container.decodeIfPresent(String.self, forKey: "name")
            self.createdAt = try container.decodeIfPresent(Int.self, forKey: "created_at")
            self.role = try container.decodeIfPresent(String.self, forKey: "role")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.type, forKey: "type")
            try container.encodeIfPresent(self.object, forKey: "object")
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.name, forKey: "name")
            try container.encodeIfPresent(self.createdAt, forKey: "created_at")
            try container.encodeIfPresent(self.role, forKey: "role")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.admin_api_key")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.redactedValue = try container.decodeRequired(String.self, forKey: "redacted_value", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.expiresAt = try container.decodeIfPresent(Int.self, forKey: "expires_at")
        self.lastUsedAt = try container.decodeIfPresent(Int.self, forKey: "last_used_at")
        self.owner = try container.decodeRequired(AdminApiKey.Owner.self, forKey: "owner", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.redactedValue, forKey: "redacted_value")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.expiresAt, forKey: "expires_at")
        try container.encodeIfPresent(self.lastUsedAt, forKey: "last_used_at")
        try container.encode(self.owner, forKey: "owner")
    }
}

nonisolated extension NullableMember where Owner == AdminApiKey {
    public static var name: Self { Self("name") }
    public static var lastUsedAt: Self { Self("last_used_at") }
}
