// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsFederatedActorOIDCProvider`
public struct BetaAnalyticsFederatedActorOIDCProvider: Codable, Equatable, Sendable, EmptyDecodable {
    /// The federation issuer's URL.
    public var issuer: String?

    public var type: String

    public init(
        issuer: String? = nil
    ) {
        self.issuer = issuer
        self.type = "oidc"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.issuer = try container.decodeIfPresent(String.self, forKey: "issuer")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "oidc")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.issuer, forKey: "issuer")
        try container.encode(self.type, forKey: "type")
    }
}
