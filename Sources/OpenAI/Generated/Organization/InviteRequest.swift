// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/InviteRequest`
public nonisolated struct InviteRequest: Codable, Equatable, Sendable, EmptyDecodable {
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
    public nonisolated enum Role: OpenEnum, EmptyDecodable {
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

    public nonisolated struct Project: Codable, Equatable, Sendable, EmptyDecodable {
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
            self.role = try container.decodeRequired(InviteRequest.Project.Role.self, forKey: "role", in: decoder)
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
        self.email = try container.decodeRequired(String.self, forKey: "email", in: decoder)
        self.role = try container.decodeRequired(InviteRequest.Role.self, forKey: "role", in: decoder)
        self.projects = try container.decodeIfPresent([InviteRequest.Project].self, forKey: "projects")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.email, forKey: "email")
        try container.encode(self.role, forKey: "role")
        try container.encodeIfPresent(self.projects, forKey: "projects")
    }
}
