// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Details about a user returned from an organization group membership lookup.
///
/// - Schema: `#/components/schemas/GroupMemberUser`
public nonisolated struct GroupMemberUser: Codable, Equatable, Sendable, EmptyDecodable {
    /// Identifier for the user.
    public var id: String

    /// Display name of the user.
    public var name: String

    /// Email address of the user, or `null` for users without an email.
    public var email: String?

    /// URL of the user's profile picture, if available.
    public var picture: String?

    /// Whether the user is a service account.
    public var isServiceAccount: Bool?

    /// The type of user.
    public var userType: GroupMemberUser.UserType

    public init(
        id: String,
        name: String,
        email: String?,
        picture: String?,
        isServiceAccount: Bool?,
        userType: GroupMemberUser.UserType
    ) {
        self.id = id
        self.name = name
        self.email = email
        self.picture = picture
        self.isServiceAccount = isServiceAccount
        self.userType = userType
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            email: nil,
            picture: nil,
            isServiceAccount: nil,
            userType: .emptyValue
        )
    }

    /// The type of user.
    public nonisolated enum UserType: OpenEnum, EmptyDecodable {
        case user
        case tenantUser
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "user": self = .user
            case "tenant_user": self = .tenantUser
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .user: "user"
            case .tenantUser: "tenant_user"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.email = try container.decodeIfPresent(String.self, forKey: "email")
        self.picture = try container.decodeIfPresent(String.self, forKey: "picture")
        self.isServiceAccount = try container.decodeIfPresent(Bool.self, forKey: "is_service_account")
        self.userType = try container.decodeRequired(GroupMemberUser.UserType.self, forKey: "user_type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.email, forKey: "email")
        try container.encode(self.picture, forKey: "picture")
        try container.encode(self.isServiceAccount, forKey: "is_service_account")
        try container.encode(self.userType, forKey: "user_type")
    }
}
