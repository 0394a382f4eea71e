// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an individual `invite` to the organization.
///
/// - Schema: `#/components/schemas/Invite`
public nonisolated struct Invite: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

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
        self.nullNames = []
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
    public nonisolated enum Role: OpenEnum, EmptyDecodable {
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
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
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

    public nonisolated struct Project: Codable, Equatable, Sendable, EmptyDecodable {
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
        public nonisolated enum Role: OpenEnum, EmptyDecodable {
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

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
            self.role = try container.decodeRequired(Invite.Project.Role.self, forKey: "role", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.id, forKey: "id")
            try container.encode(self.role, forKey: "role")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.invite")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.email = try container.decodeRequired(String.self, forKey: "email", in: decoder)
        self.role = try container.decodeRequired(Invite.Role.self, forKey: "role", in: decoder)
        self.status = try container.decodeRequired(Invite.Status.self, forKey: "status", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.expiresAt = try container.decodeIfPresent(Int.self, forKey: "expires_at")
        self.acceptedAt = try container.decodeIfPresent(Int.self, forKey: "accepted_at")
        self.projects = try container.decodeRequired([Invite.Project].self, forKey: "projects", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.email, forKey: "email")
        try container.encode(self.role, forKey: "role")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
        try container.encodeIfPresent(self.acceptedAt, forKey: "accepted_at")
        try container.encode(self.projects, forKey: "projects")
    }
}

nonisolated extension NullableMember where Owner == Invite {
    public static var expiresAt: Self { Self("expires_at") }
    public static var acceptedAt: Self { Self("accepted_at") }
}
