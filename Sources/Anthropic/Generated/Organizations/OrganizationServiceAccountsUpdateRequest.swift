// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationServiceAccountsUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Replaces the description. Omit to leave unchanged; send `null` to clear (the
    /// field is stored as an empty string).
    public var description: String?

    /// Replaces the org-level role. Omit or send `null` to leave unchanged.
    public var organizationRole: OrganizationServiceAccountsUpdateRequest.OrganizationRole?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        description: String? = nil,
        organizationRole: OrganizationServiceAccountsUpdateRequest.OrganizationRole? = nil
    ) {
        self.description = description
        self.organizationRole = organizationRole
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Replaces the org-level role. Omit or send `null` to leave unchanged.
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
        self.organizationRole = try container.decodeIfPresent(OrganizationServiceAccountsUpdateRequest.OrganizationRole.self, forKey: "organization_role")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.organizationRole, forKey: "organization_role")
    }
}

nonisolated extension NullableMember where Owner == OrganizationServiceAccountsUpdateRequest {
    public static var description: Self { Self("description") }
    public static var organizationRole: Self { Self("organization_role") }
}
