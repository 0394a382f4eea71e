// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A tunnel's connector token.
///
/// - Schema: `#/components/schemas/BetaTunnelToken`
public nonisolated struct BetaTunnelToken: Codable, Equatable, Sendable, EmptyDecodable {
    /// Stable identifier for the current token value.
    ///
    /// Changes when the token is rotated.
    public var id: String

    /// The connector token used to run the tunnel. Treat as a credential.
    public var tunnelToken: String

    public var type: String

    public init(
        id: String,
        tunnelToken: String
    ) {
        self.id = id
        self.tunnelToken = tunnelToken
        self.type = "tunnel_token"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            tunnelToken: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.tunnelToken = try container.decodeRequired(String.self, forKey: "tunnel_token", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tunnel_token")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.tunnelToken, forKey: "tunnel_token")
        try container.encode(self.type, forKey: "type")
    }
}
