// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Updates credentials sent using HTTP Basic authentication.
///
/// - Schema: `#/components/schemas/RotateMcpOauthTokenEndpointAuthParamClientSecretBasic`
public nonisolated struct RotateMcpOauthTokenEndpointAuthParamClientSecretBasic: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The replacement OAuth client secret.
    ///
    /// Omit or pass `null` to keep the stored secret. This secret is never returned in
    /// resources.
    public var clientSecret: String?

    /// The type of the object. Always `client_secret_basic`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        clientSecret: String? = nil
    ) {
        self.clientSecret = clientSecret
        self.type = "client_secret_basic"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clientSecret = try container.decodeIfPresent(String.self, forKey: "client_secret")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "client_secret_basic")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.clientSecret, forKey: "client_secret")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == RotateMcpOauthTokenEndpointAuthParamClientSecretBasic {
    public static var clientSecret: Self { Self("client_secret") }
}
