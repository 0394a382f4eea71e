// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The API Key used to perform the audit logged action.
///
/// - Schema: `#/components/schemas/AuditLogActorApiKey`
public nonisolated struct AuditLogActorApiKey: Codable, Equatable, Sendable, EmptyDecodable {
    /// The tracking id of the API key.
    public var id: String?

    /// The type of API key. Can be either `user` or `service_account`.
    public var type: AuditLogActorApiKey.Kind?

    public var user: AuditLogActorUser?

    public var serviceAccount: AuditLogActorServiceAccount?

    public init(
        id: String? = nil,
        type: AuditLogActorApiKey.Kind? = nil,
        user: AuditLogActorUser? = nil,
        serviceAccount: AuditLogActorServiceAccount? = nil
    ) {
        self.id = id
        self.type = type
        self.user = user
        self.serviceAccount = serviceAccount
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The type of API key. Can be either `user` or `service_account`.
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case user
        case serviceAccount
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "user": self = .user
            case "service_account": self = .serviceAccount
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .user: "user"
            case .serviceAccount: "service_account"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.type = try container.decodeIfPresent(AuditLogActorApiKey.Kind.self, forKey: "type")
        self.user = try container.decodeIfPresent(AuditLogActorUser.self, forKey: "user")
        self.serviceAccount = try container.decodeIfPresent(AuditLogActorServiceAccount.self, forKey: "service_account")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encodeIfPresent(self.type, forKey: "type")
        try container.encodeIfPresent(self.user, forKey: "user")
        try container.encodeIfPresent(self.serviceAccount, forKey: "service_account")
    }
}
