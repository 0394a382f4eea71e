// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationInvitesCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Email of the User.
    public var email: String

    /// RBAC group IDs to assign to the User when the Invite is accepted. A non-empty
    /// array is accepted only for a Claude Enterprise organization with RBAC groups,
    /// and requires the key to carry the `write:rbac_groups` scope.
    public var rbacGroupIDs: [String]?

    /// Role for the invited User.
    ///
    /// The accepted values depend on the organization type. Console and API
    /// organizations accept `user`, `developer`, `billing`, and `claude_code_user`;
    /// `admin` cannot be assigned through the API. Claude Enterprise organizations
    /// accept `user` and `managed`; inviting with the `managed` role requires the
    /// `write:rbac_groups` scope in addition to `write:members`.
    public var role: OrganizationInvitesCreateRequest.Role

    public init(
        email: String,
        role: OrganizationInvitesCreateRequest.Role,
        rbacGroupIDs: [String]? = nil
    ) {
        self.email = email
        self.rbacGroupIDs = rbacGroupIDs
        self.role = role
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            email: .emptyValue,
            role: .emptyValue
        )
    }

    /// Role for the invited User.
    ///
    /// The accepted values depend on the organization type. Console and API
    /// organizations accept `user`, `developer`, `billing`, and `claude_code_user`;
    /// `admin` cannot be assigned through the API. Claude Enterprise organizations
    /// accept `user` and `managed`; inviting with the `managed` role requires the
    /// `write:rbac_groups` scope in addition to `write:members`.
    public nonisolated enum Role: OpenEnum, EmptyDecodable {
        case billing
        case claudeCodeUser
        case developer
        case managed
        case user
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "billing": self = .billing
            case "claude_code_user": self = .claudeCodeUser
            case "developer": self = .developer
            case "managed": self = .managed
            case "user": self = .user
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .billing: "billing"
            case .claudeCodeUser: "claude_code_user"
            case .developer: "developer"
            case .managed: "managed"
            case .user: "user"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.email = try container.decodeRequired(String.self, forKey: "email", in: decoder)
        self.rbacGroupIDs = try container.decodeIfPresent([String].self, forKey: "rbac_group_ids")
        self.role = try container.decodeRequired(OrganizationInvitesCreateRequest.Role.self, forKey: "role", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.email, forKey: "email")
        try container.encodeIfPresent(self.rbacGroupIDs, forKey: "rbac_group_ids")
        try container.encode(self.role, forKey: "role")
    }
}
