// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an individual service account in a project.
///
/// - Schema: `#/components/schemas/ProjectServiceAccount`
public nonisolated struct ProjectServiceAccount: Codable, Equatable, Sendable, EmptyDecodable {
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
    public nonisolated enum Role: OpenEnum, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.project.service_account")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.role = try container.decodeRequired(ProjectServiceAccount.Role.self, forKey: "role", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.role, forKey: "role")
        try container.encode(self.createdAt, forKey: "created_at")
    }
}
