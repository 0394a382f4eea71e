// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an individual `user` within an organization.
///
/// - Schema: `#/components/schemas/User`
public struct User: Codable, Hashable, Sendable, EmptyDecodable {
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
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            addedAt: .emptyValue
        )
    }

    /// Nested user details.
    public struct UserValue: Codable, Hashable, Sendable, EmptyDecodable {
        public var object: String

        public var id: String

        public var email: String?

        public var name: String?

        public var picture: String?

        public var enabled: Bool?

        public var banned: Bool?

        public var bannedAt: Int?

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
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                id: .emptyValue
            )
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case object
            case id
            case email
            case name
            case picture
            case enabled
            case banned
            case bannedAt = "banned_at"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "user")
            self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
            self.email = try container.decodeIfPresent(String.self, forKey: .email)
            self.name = try container.decodeIfPresent(String.self, forKey: .name)
            self.picture = try container.decodeIfPresent(String.self, forKey: .picture)
            self.enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled)
            self.banned = try container.decodeIfPresent(Bool.self, forKey: .banned)
            self.bannedAt = try container.decodeIfPresent(Int.self, forKey: .bannedAt)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.object, forKey: .object)
            try container.encode(self.id, forKey: .id)
            try container.encodeIfPresent(self.email, forKey: .email)
            try container.encodeIfPresent(self.name, forKey: .name)
            try container.encodeIfPresent(self.picture, forKey: .picture)
            try container.encodeIfPresent(self.enabled, forKey: .enabled)
            try container.encodeIfPresent(self.banned, forKey: .banned)
            try container.encodeIfPresent(self.bannedAt, forKey: .bannedAt)
        }
    }

    /// Projects associated with the user, if included.
    public struct Projects: Codable, Hashable, Sendable, EmptyDecodable {
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

        public struct DataItem: Codable, Hashable, Sendable, EmptyDecodable {
            public var id: String?

            public var name: String?

            public var role: String?

            public init(
                id: String? = nil,
                name: String? = nil,
                role: String? = nil
            ) {
                self.id = id
                self.name = name
                self.role = role
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case id
                case name
                case role
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.id = try container.decodeIfPresent(String.self, forKey: .id)
                self.name = try container.decodeIfPresent(String.self, forKey: .name)
                self.role = try container.decodeIfPresent(String.self, forKey: .role)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(self.id, forKey: .id)
                try container.encodeIfPresent(self.name, forKey: .name)
                try container.encodeIfPresent(self.role, forKey: .role)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case object
            case data
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
            self.data = try container.decodeRequired([User.Projects.DataItem].self, forKey: .data, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.object, forKey: .object)
            try container.encode(self.data, forKey: .data)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case id
        case name
        case email
        case role
        case addedAt = "added_at"
        case isDefault = "is_default"
        case created
        case user
        case isServiceAccount = "is_service_account"
        case isScaleTierAuthorizedPurchaser = "is_scale_tier_authorized_purchaser"
        case isScimManaged = "is_scim_managed"
        case apiKeyLastUsedAt = "api_key_last_used_at"
        case technicalLevel = "technical_level"
        case developerPersona = "developer_persona"
        case projects
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.user")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.email = try container.decodeIfPresent(String.self, forKey: .email)
        self.role = try container.decodeIfPresent(String.self, forKey: .role)
        self.addedAt = try container.decodeRequired(Int.self, forKey: .addedAt, in: decoder)
        self.isDefault = try container.decodeIfPresent(Bool.self, forKey: .isDefault)
        self.created = try container.decodeIfPresent(Int.self, forKey: .created)
        self.user = try container.decodeIfPresent(User.UserValue.self, forKey: .user)
        self.isServiceAccount = try container.decodeIfPresent(Bool.self, forKey: .isServiceAccount)
        self.isScaleTierAuthorizedPurchaser = try container.decodeIfPresent(Bool.self, forKey: .isScaleTierAuthorizedPurchaser)
        self.isScimManaged = try container.decodeIfPresent(Bool.self, forKey: .isScimManaged)
        self.apiKeyLastUsedAt = try container.decodeIfPresent(Int.self, forKey: .apiKeyLastUsedAt)
        self.technicalLevel = try container.decodeIfPresent(String.self, forKey: .technicalLevel)
        self.developerPersona = try container.decodeIfPresent(String.self, forKey: .developerPersona)
        self.projects = try container.decodeIfPresent(User.Projects.self, forKey: .projects)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.id, forKey: .id)
        try container.encodeIfPresent(self.name, forKey: .name)
        try container.encodeIfPresent(self.email, forKey: .email)
        try container.encodeIfPresent(self.role, forKey: .role)
        try container.encode(self.addedAt, forKey: .addedAt)
        try container.encodeIfPresent(self.isDefault, forKey: .isDefault)
        try container.encodeIfPresent(self.created, forKey: .created)
        try container.encodeIfPresent(self.user, forKey: .user)
        try container.encodeIfPresent(self.isServiceAccount, forKey: .isServiceAccount)
        try container.encodeIfPresent(self.isScaleTierAuthorizedPurchaser, forKey: .isScaleTierAuthorizedPurchaser)
        try container.encodeIfPresent(self.isScimManaged, forKey: .isScimManaged)
        try container.encodeIfPresent(self.apiKeyLastUsedAt, forKey: .apiKeyLastUsedAt)
        try container.encodeIfPresent(self.technicalLevel, forKey: .technicalLevel)
        try container.encodeIfPresent(self.developerPersona, forKey: .developerPersona)
        try container.encodeIfPresent(self.projects, forKey: .projects)
    }
}

/// - Schema: `#/components/schemas/UserDeleteResponse`
public struct UserDeleteResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var id: String

    public var deleted: Bool

    public init(
        id: String,
        deleted: Bool
    ) {
        self.object = "organization.user.deleted"
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
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.user.deleted")
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

/// Paginated list of user objects returned when inspecting group membership.
///
/// - Schema: `#/components/schemas/UserListResource`
public struct UserListResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `list`.
    public var object: String

    /// Users in the current page.
    public var data: [GroupUser]

    /// Whether more users are available when paginating.
    public var hasMore: Bool

    /// Cursor to fetch the next page of results, or `null` when no further users are available.
    public var next: String?

    public init(
        data: [GroupUser],
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
        self.data = try container.decodeRequired([GroupUser].self, forKey: .data, in: decoder)
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

/// - Schema: `#/components/schemas/UserListResponse`
public struct UserListResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [User]

    public var firstID: String?

    public var lastID: String?

    public var hasMore: Bool

    public init(
        data: [User],
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
        self.data = try container.decodeRequired([User].self, forKey: .data, in: decoder)
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

/// Text block that a user contributed to the thread.
///
/// - Schema: `#/components/schemas/UserMessageInputText`
public struct UserMessageInputText: Codable, Hashable, Sendable, EmptyDecodable {
    /// Type discriminator that is always `input_text`.
    public var type: String

    /// Plain-text content supplied by the user.
    public var text: String

    public init(
        text: String
    ) {
        self.type = "input_text"
        self.text = text
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case text
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "input_text")
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.text, forKey: .text)
    }
}

/// User-authored messages within a thread.
///
/// - Schema: `#/components/schemas/UserMessageItem`
public struct UserMessageItem: Codable, Hashable, Sendable, EmptyDecodable {
    /// Identifier of the thread item.
    public var id: String

    /// Type discriminator that is always `chatkit.thread_item`.
    public var object: String

    /// Unix timestamp (in seconds) for when the item was created.
    public var createdAt: Int

    /// Identifier of the parent thread.
    public var threadID: String

    public var type: String

    /// Ordered content elements supplied by the user.
    public var content: [UserMessageItem.ContentItem]

    /// Attachments associated with the user message. Defaults to an empty list.
    public var attachments: [OpenAI.Attachment]

    public var inferenceOptions: InferenceOptions?

    public init(
        id: String,
        createdAt: Int,
        threadID: String,
        content: [UserMessageItem.ContentItem],
        attachments: [OpenAI.Attachment],
        inferenceOptions: InferenceOptions?
    ) {
        self.id = id
        self.object = "chatkit.thread_item"
        self.createdAt = createdAt
        self.threadID = threadID
        self.type = "chatkit.user_message"
        self.content = content
        self.attachments = attachments
        self.inferenceOptions = inferenceOptions
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            threadID: .emptyValue,
            content: .emptyValue,
            attachments: .emptyValue,
            inferenceOptions: nil
        )
    }

    /// Content blocks that comprise a user message.
    public enum ContentItem: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `input_text`
        case inputText(UserMessageInputText)
        /// - `type`: `quoted_text`
        case quotedText(UserMessageQuotedText)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "input_text": self = .inputText(try UserMessageInputText(from: decoder)); return
                case "quoted_text": self = .quotedText(try UserMessageQuotedText(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .inputText(let value): try value.encode(to: encoder)
            case .quotedText(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case createdAt = "created_at"
        case threadID = "thread_id"
        case type
        case content
        case attachments
        case inferenceOptions = "inference_options"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "chatkit.thread_item")
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.threadID = try container.decodeRequired(String.self, forKey: .threadID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "chatkit.user_message")
        self.content = try container.decodeRequired([UserMessageItem.ContentItem].self, forKey: .content, in: decoder)
        self.attachments = try container.decodeRequired([OpenAI.Attachment].self, forKey: .attachments, in: decoder)
        self.inferenceOptions = try container.decodeIfPresent(InferenceOptions.self, forKey: .inferenceOptions)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.threadID, forKey: .threadID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.content, forKey: .content)
        try container.encode(self.attachments, forKey: .attachments)
        try container.encode(self.inferenceOptions, forKey: .inferenceOptions)
    }
}

/// Quoted snippet that the user referenced in their message.
///
/// - Schema: `#/components/schemas/UserMessageQuotedText`
public struct UserMessageQuotedText: Codable, Hashable, Sendable, EmptyDecodable {
    /// Type discriminator that is always `quoted_text`.
    public var type: String

    /// Quoted text content.
    public var text: String

    public init(
        text: String
    ) {
        self.type = "quoted_text"
        self.text = text
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case text
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "quoted_text")
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.text, forKey: .text)
    }
}

/// Role assignment linking a user to a role.
///
/// - Schema: `#/components/schemas/UserRoleAssignment`
public struct UserRoleAssignment: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `user.role`.
    public var object: String

    public var user: User

    public var role: OpenAI.Role

    public init(
        user: User,
        role: OpenAI.Role
    ) {
        self.object = "user.role"
        self.user = user
        self.role = role
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            user: .emptyValue,
            role: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case user
        case role
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "user.role")
        self.user = try container.decodeRequired(User.self, forKey: .user, in: decoder)
        self.role = try container.decodeRequired(OpenAI.Role.self, forKey: .role, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.user, forKey: .user)
        try container.encode(self.role, forKey: .role)
    }
}

/// - Schema: `#/components/schemas/UserRoleUpdateRequest`
public struct UserRoleUpdateRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// `owner` or `reader`
    public var role: String?

    /// Role ID to assign to the user.
    public var roleID: String?

    /// Technical level metadata.
    public var technicalLevel: String?

    /// Developer persona metadata.
    public var developerPersona: String?

    public init(
        role: String? = nil,
        roleID: String? = nil,
        technicalLevel: String? = nil,
        developerPersona: String? = nil
    ) {
        self.role = role
        self.roleID = roleID
        self.technicalLevel = technicalLevel
        self.developerPersona = developerPersona
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case role
        case roleID = "role_id"
        case technicalLevel = "technical_level"
        case developerPersona = "developer_persona"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.role = try container.decodeIfPresent(String.self, forKey: .role)
        self.roleID = try container.decodeIfPresent(String.self, forKey: .roleID)
        self.technicalLevel = try container.decodeIfPresent(String.self, forKey: .technicalLevel)
        self.developerPersona = try container.decodeIfPresent(String.self, forKey: .developerPersona)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.role, forKey: .role)
        try container.encodeIfPresent(self.roleID, forKey: .roleID)
        try container.encodeIfPresent(self.technicalLevel, forKey: .technicalLevel)
        try container.encodeIfPresent(self.developerPersona, forKey: .developerPersona)
    }
}
