// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Token endpoint uses POST body authentication with client credentials.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsTokenEndpointAuthPostParam`
public nonisolated struct BetaManagedAgentsTokenEndpointAuthPostParam: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "client_secret_post")
        self.clientSecret = try container.decodeRequired(String.self, forKey: "client_secret", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.clientSecret, forKey: "client_secret")
    }
}
