// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Token endpoint uses HTTP Basic authentication with client credentials.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsTokenEndpointAuthBasicParam`
public struct BetaManagedAgentsTokenEndpointAuthBasicParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// OAuth client secret.
    public var clientSecret: String

    public init(
        clientSecret: String
    ) {
        self.type = "client_secret_basic"
        self.clientSecret = clientSecret
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            clientSecret: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case clientSecret = "client_secret"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "client_secret_basic")
        self.clientSecret = try container.decodeRequired(String.self, forKey: .clientSecret, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.clientSecret, forKey: .clientSecret)
    }
}

/// Token endpoint uses HTTP Basic authentication with client credentials.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsTokenEndpointAuthBasicResponse`
public struct BetaManagedAgentsTokenEndpointAuthBasicResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public init() {
        self.type = "client_secret_basic"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "client_secret_basic")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// Updated HTTP Basic authentication parameters for the token endpoint.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsTokenEndpointAuthBasicUpdateParam`
public struct BetaManagedAgentsTokenEndpointAuthBasicUpdateParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Updated OAuth client secret.
    public var clientSecret: String?

    public init(
        clientSecret: String? = nil
    ) {
        self.type = "client_secret_basic"
        self.clientSecret = clientSecret
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case clientSecret = "client_secret"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "client_secret_basic")
        self.clientSecret = try container.decodeIfPresent(String.self, forKey: .clientSecret)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.clientSecret, forKey: .clientSecret)
    }
}

/// Token endpoint requires no client authentication.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsTokenEndpointAuthNoneParam`
public struct BetaManagedAgentsTokenEndpointAuthNoneParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public init() {
        self.type = "none"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "none")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// Token endpoint requires no client authentication.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsTokenEndpointAuthNoneResponse`
public struct BetaManagedAgentsTokenEndpointAuthNoneResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public init() {
        self.type = "none"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "none")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// Token endpoint uses POST body authentication with client credentials.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsTokenEndpointAuthPostParam`
public struct BetaManagedAgentsTokenEndpointAuthPostParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// OAuth client secret.
    public var clientSecret: String

    public init(
        clientSecret: String
    ) {
        self.type = "client_secret_post"
        self.clientSecret = clientSecret
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            clientSecret: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case clientSecret = "client_secret"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "client_secret_post")
        self.clientSecret = try container.decodeRequired(String.self, forKey: .clientSecret, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.clientSecret, forKey: .clientSecret)
    }
}

/// Token endpoint uses POST body authentication with client credentials.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsTokenEndpointAuthPostResponse`
public struct BetaManagedAgentsTokenEndpointAuthPostResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public init() {
        self.type = "client_secret_post"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "client_secret_post")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// Updated POST body authentication parameters for the token endpoint.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsTokenEndpointAuthPostUpdateParam`
public struct BetaManagedAgentsTokenEndpointAuthPostUpdateParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Updated OAuth client secret.
    public var clientSecret: String?

    public init(
        clientSecret: String? = nil
    ) {
        self.type = "client_secret_post"
        self.clientSecret = clientSecret
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case clientSecret = "client_secret"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "client_secret_post")
        self.clientSecret = try container.decodeIfPresent(String.self, forKey: .clientSecret)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.clientSecret, forKey: .clientSecret)
    }
}
