// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The actor who performed the audit logged action.
///
/// - Schema: `#/components/schemas/AuditLogActor`
public struct AuditLogActor: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of actor. Is either `session` or `api_key`.
    public var type: AuditLogActor.Kind?

    public var session: AuditLogActorSession?

    public var apiKey: AuditLogActorApiKey?

    public init(
        type: AuditLogActor.Kind? = nil,
        session: AuditLogActorSession? = nil,
        apiKey: AuditLogActorApiKey? = nil
    ) {
        self.type = type
        self.session = session
        self.apiKey = apiKey
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The type of actor. Is either `session` or `api_key`.
    public enum Kind: OpenEnum, EmptyDecodable {
        case session
        case apiKey
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "session": self = .session
            case "api_key": self = .apiKey
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .session: "session"
            case .apiKey: "api_key"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case session
        case apiKey = "api_key"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeIfPresent(AuditLogActor.Kind.self, forKey: .type)
        self.session = try container.decodeIfPresent(AuditLogActorSession.self, forKey: .session)
        self.apiKey = try container.decodeIfPresent(AuditLogActorApiKey.self, forKey: .apiKey)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.type, forKey: .type)
        try container.encodeIfPresent(self.session, forKey: .session)
        try container.encodeIfPresent(self.apiKey, forKey: .apiKey)
    }
}

/// The API Key used to perform the audit logged action.
///
/// - Schema: `#/components/schemas/AuditLogActorApiKey`
public struct AuditLogActorApiKey: Codable, Hashable, Sendable, EmptyDecodable {
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
    public enum Kind: OpenEnum, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case id
        case type
        case user
        case serviceAccount = "service_account"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.type = try container.decodeIfPresent(AuditLogActorApiKey.Kind.self, forKey: .type)
        self.user = try container.decodeIfPresent(AuditLogActorUser.self, forKey: .user)
        self.serviceAccount = try container.decodeIfPresent(AuditLogActorServiceAccount.self, forKey: .serviceAccount)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encodeIfPresent(self.type, forKey: .type)
        try container.encodeIfPresent(self.user, forKey: .user)
        try container.encodeIfPresent(self.serviceAccount, forKey: .serviceAccount)
    }
}

/// The service account that performed the audit logged action.
///
/// - Schema: `#/components/schemas/AuditLogActorServiceAccount`
public struct AuditLogActorServiceAccount: Codable, Hashable, Sendable, EmptyDecodable {
    /// The service account id.
    public var id: String?

    public init(
        id: String? = nil
    ) {
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.id, forKey: .id)
    }
}

/// The session in which the audit logged action was performed.
///
/// - Schema: `#/components/schemas/AuditLogActorSession`
public struct AuditLogActorSession: Codable, Hashable, Sendable, EmptyDecodable {
    public var user: AuditLogActorUser?

    /// The IP address from which the action was performed.
    public var ipAddress: String?

    public init(
        user: AuditLogActorUser? = nil,
        ipAddress: String? = nil
    ) {
        self.user = user
        self.ipAddress = ipAddress
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case user
        case ipAddress = "ip_address"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.user = try container.decodeIfPresent(AuditLogActorUser.self, forKey: .user)
        self.ipAddress = try container.decodeIfPresent(String.self, forKey: .ipAddress)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.user, forKey: .user)
        try container.encodeIfPresent(self.ipAddress, forKey: .ipAddress)
    }
}

/// The user who performed the audit logged action.
///
/// - Schema: `#/components/schemas/AuditLogActorUser`
public struct AuditLogActorUser: Codable, Hashable, Sendable, EmptyDecodable {
    /// The user id.
    public var id: String?

    /// The user email.
    public var email: String?

    public init(
        id: String? = nil,
        email: String? = nil
    ) {
        self.id = id
        self.email = email
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case email
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.email = try container.decodeIfPresent(String.self, forKey: .email)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encodeIfPresent(self.email, forKey: .email)
    }
}
