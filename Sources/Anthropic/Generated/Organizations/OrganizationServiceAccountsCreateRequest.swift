// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationServiceAccountsCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Optional free-text description.
    public var description: String?

    /// Slug identifier (lowercase, digits, hyphens). Unique within the organization; a
    /// duplicate name returns 409.
    public var name: String

    /// Org-level role. Defaults to `developer`.
    public var organizationRole: OrganizationServiceAccountsCreateRequest.OrganizationRole?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String,
        description: String? = nil,
        organizationRole: OrganizationServiceAccountsCreateRequest.OrganizationRole? = nil
    ) {
        self.description = description
        self.name = name
        self.organizationRole = organizationRole
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    /// Org-level role. Defaults to `developer`.
    public nonisolated enum OrganizationRole: OpenEnum, EmptyDecodable {
        case admin
        case developer
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "admin": self = .admin
            case "developer": self = .developer
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .admin: "admin"
            case .developer: "developer"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.organizationRole = try container.decodeIfPresent(OrganizationServiceAccountsCreateRequest.OrganizationRole.self, forKey: "organization_role")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.organizationRole, forKey: "organization_role")
    }
}

nonisolated extension NullableMember where Owner == OrganizationServiceAccountsCreateRequest {
    public static var description: Self { Self("description") }
}
