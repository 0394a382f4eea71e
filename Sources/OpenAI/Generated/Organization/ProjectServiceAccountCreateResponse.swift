// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProjectServiceAccountCreateResponse`
public nonisolated struct ProjectServiceAccountCreateResponse: Codable, Equatable, Sendable, EmptyDecodable {
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
    public nonisolated enum Role: OpenEnum, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.project.service_account")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.role = try container.decodeRequired(ProjectServiceAccountCreateResponse.Role.self, forKey: "role", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.apiKey = try container.decodeIfPresent(ProjectServiceAccountApiKey.self, forKey: "api_key")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.role, forKey: "role")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.apiKey, forKey: "api_key")
    }
}
