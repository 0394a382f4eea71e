// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationUsersUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// New role for the User.
    ///
    /// The accepted values depend on the organization type. Console and API
    /// organizations accept `user`, `developer`, `billing`, and `claude_code_user`;
    /// `admin` cannot be assigned through the API. Claude Enterprise organizations
    /// accept `user` and `managed`; changing a User's role to `managed` requires the
    /// `write:rbac_groups` scope in addition to `write:members`.
    public var role: OrganizationUsersUpdateRequest.Role

    public init(
        role: OrganizationUsersUpdateRequest.Role
    ) {
        self.role = role
    }

    public init(stringLiteral value: String) {
        self.init(role: OrganizationUsersUpdateRequest.Role(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            role: .emptyValue
        )
    }

    /// New role for the User.
    ///
    /// The accepted values depend on the organization type. Console and API
    /// organizations accept `user`, `developer`, `billing`, and `claude_code_user`;
    /// `admin` cannot be assigned through the API. Claude Enterprise organizations
    /// accept `user` and `managed`; changing a User's role to `managed` requires the
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
        self.role = try container.decodeRequired(OrganizationUsersUpdateRequest.Role.self, forKey: "role", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.role, forKey: "role")
    }
}
