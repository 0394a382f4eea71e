// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an individual `invite` to the organization.
///
/// - Schema: `#/components/schemas/Invite`
public struct Invite: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `organization.invite`
    public var object: String

    /// The identifier, which can be referenced in API endpoints
    public var id: String

    /// The email address of the individual to whom the invite was sent
    public var email: String

    /// `owner` or `reader`
    public var role: Invite.Role

    /// `accepted`,`expired`, or `pending`
    public var status: Invite.Status

    /// The Unix timestamp (in seconds) of when the invite was sent.
    public var createdAt: Int

    /// The Unix timestamp (in seconds) of when the invite expires.
    public var expiresAt: Int?

    /// The Unix timestamp (in seconds) of when the invite was accepted.
    public var acceptedAt: Int?

    /// The projects that were granted membership upon acceptance of the invite.
    public var projects: [Invite.Project]

    public init(
        id: String,
        email: String,
        role: Invite.Role,
        status: Invite.Status,
        createdAt: Int,
        projects: [Invite.Project],
        expiresAt: Int? = nil,
        acceptedAt: Int? = nil
    ) {
        self.object = "organization.invite"
        self.id = id
        self.email = email
        self.role = role
        self.status = status
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.acceptedAt = acceptedAt
        self.projects = projects
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            email: .emptyValue,
            role: .emptyValue,
            status: .emptyValue,
            createdAt: .emptyValue,
            projects: .emptyValue
        )
    }

    /// `owner` or `reader`
    public enum Role: OpenEnum, EmptyDecodable {
        case owner
        case reader
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "owner": self = .owner
            case "reader": self = .reader
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .owner: "owner"
            case .reader: "reader"
            case .unknown(let value): value
            }
        }
    }

    /// `accepted`,`expired`, or `pending`
    public enum Status: OpenEnum, EmptyDecodable {
        case accepted
        case expired
        case pending
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "accepted": self = .accepted
            case "expired": self = .expired
            case "pending": self = .pending
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .accepted: "accepted"
            case .expired: "expired"
            case .pending: "pending"
            case .unknown(let value): value
            }
        }
    }

    public struct Project: Codable, Hashable, Sendable, EmptyDecodable {
        /// Project's public ID
        public var id: String

        /// Project membership role
        public var role: Invite.Project.Role

        public init(
            id: String,
            role: Invite.Project.Role
        ) {
            self.id = id
            self.role = role
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                id: .emptyValue,
                role: .emptyValue
            )
        }

        /// Project membership role
        public enum Role: OpenEnum, EmptyDecodable {
            case member
            case owner
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "member": self = .member
                case "owner": self = .owner
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .member: "member"
                case .owner: "owner"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case id
            case role
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
            self.role = try container.decodeRequired(Invite.Project.Role.self, forKey: .role, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.id, forKey: .id)
            try container.encode(self.role, forKey: .role)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case id
        case email
        case role
        case status
        case createdAt = "created_at"
        case expiresAt = "expires_at"
        case acceptedAt = "accepted_at"
        case projects
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.invite")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.email = try container.decodeRequired(String.self, forKey: .email, in: decoder)
        self.role = try container.decodeRequired(Invite.Role.self, forKey: .role, in: decoder)
        self.status = try container.decodeRequired(Invite.Status.self, forKey: .status, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.expiresAt = try container.decodeIfPresent(Int.self, forKey: .expiresAt)
        self.acceptedAt = try container.decodeIfPresent(Int.self, forKey: .acceptedAt)
        self.projects = try container.decodeRequired([Invite.Project].self, forKey: .projects, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.email, forKey: .email)
        try container.encode(self.role, forKey: .role)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encodeIfPresent(self.expiresAt, forKey: .expiresAt)
        try container.encodeIfPresent(self.acceptedAt, forKey: .acceptedAt)
        try container.encode(self.projects, forKey: .projects)
    }
}

/// - Schema: `#/components/schemas/InviteDeleteResponse`
public struct InviteDeleteResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `organization.invite.deleted`
    public var object: String

    public var id: String

    public var deleted: Bool

    public init(
        id: String,
        deleted: Bool
    ) {
        self.object = "organization.invite.deleted"
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
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.invite.deleted")
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

/// - Schema: `#/components/schemas/InviteListResponse`
public struct InviteListResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `list`
    public var object: String

    public var data: [Invite]

    /// The first `invite_id` in the retrieved `list`
    public var firstID: String?

    /// The last `invite_id` in the retrieved `list`
    public var lastID: String?

    /// The `has_more` property is used for pagination to indicate there are additional results.
    public var hasMore: Bool

    public init(
        data: [Invite],
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
        self.data = try container.decodeRequired([Invite].self, forKey: .data, in: decoder)
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

/// Request payload for granting a group access to a project.
///
/// - Schema: `#/components/schemas/InviteProjectGroupBody`
public struct InviteProjectGroupBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// Identifier of the group to add to the project.
    public var groupID: String

    /// Identifier of the project role to grant to the group.
    public var role: String

    public init(
        groupID: String,
        role: String
    ) {
        self.groupID = groupID
        self.role = role
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            groupID: .emptyValue,
            role: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case groupID = "group_id"
        case role
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.groupID = try container.decodeRequired(String.self, forKey: .groupID, in: decoder)
        self.role = try container.decodeRequired(String.self, forKey: .role, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.groupID, forKey: .groupID)
        try container.encode(self.role, forKey: .role)
    }
}

/// - Schema: `#/components/schemas/InviteRequest`
public struct InviteRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// Send an email to this address
    public var email: String

    /// `owner` or `reader`
    public var role: InviteRequest.Role

    /// An array of projects to which membership is granted at the same time the org invite is accepted. If omitted, the user will be invited to the default project for compatibility with legacy behavior. If empty list is passed, the user will not be invited to any projects, including the default one.
    public var projects: [InviteRequest.Project]?

    public init(
        email: String,
        role: InviteRequest.Role,
        projects: [InviteRequest.Project]? = nil
    ) {
        self.email = email
        self.role = role
        self.projects = projects
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            email: .emptyValue,
            role: .emptyValue
        )
    }

    /// `owner` or `reader`
    public enum Role: OpenEnum, EmptyDecodable {
        case reader
        case owner
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "reader": self = .reader
            case "owner": self = .owner
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .reader: "reader"
            case .owner: "owner"
            case .unknown(let value): value
            }
        }
    }

    public struct Project: Codable, Hashable, Sendable, EmptyDecodable {
        /// Project's public ID
        public var id: String

        /// Project membership role
        public var role: InviteRequest.Project.Role

        public init(
            id: String,
            role: InviteRequest.Project.Role
        ) {
            self.id = id
            self.role = role
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                id: .emptyValue,
                role: .emptyValue
            )
        }

        /// Project membership role
        public enum Role: OpenEnum, EmptyDecodable {
            case member
            case owner
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "member": self = .member
                case "owner": self = .owner
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .member: "member"
                case .owner: "owner"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case id
            case role
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
            self.role = try container.decodeRequired(InviteRequest.Project.Role.self, forKey: .role, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.id, forKey: .id)
            try container.encode(self.role, forKey: .role)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case email
        case role
        case projects
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.email = try container.decodeRequired(String.self, forKey: .email, in: decoder)
        self.role = try container.decodeRequired(InviteRequest.Role.self, forKey: .role, in: decoder)
        self.projects = try container.decodeIfPresent([InviteRequest.Project].self, forKey: .projects)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.email, forKey: .email)
        try container.encode(self.role, forKey: .role)
        try container.encodeIfPresent(self.projects, forKey: .projects)
    }
}
