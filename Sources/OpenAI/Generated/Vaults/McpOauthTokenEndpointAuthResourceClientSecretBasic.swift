// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Sends the client ID and secret using HTTP Basic authentication.
///
/// - Schema: `#/components/schemas/McpOauthTokenEndpointAuthResourceClientSecretBasic`
public nonisolated struct McpOauthTokenEndpointAuthResourceClientSecretBasic: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the object. Always `client_secret_basic`.
    public var type: String

    public init() {
        self.type = "client_secret_basic"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "client_secret_basic")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
    }
}
