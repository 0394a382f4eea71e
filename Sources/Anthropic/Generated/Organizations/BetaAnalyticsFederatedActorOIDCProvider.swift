// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsFederatedActorOIDCProvider`
public nonisolated struct BetaAnalyticsFederatedActorOIDCProvider: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The federation issuer's URL.
    public var issuer: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        issuer: String? = nil
    ) {
        self.issuer = issuer
        self.type = "oidc"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.issuer = try container.decodeIfPresent(String.self, forKey: "issuer")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "oidc")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.issuer, forKey: "issuer")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaAnalyticsFederatedActorOIDCProvider {
    public static var issuer: Self { Self("issuer") }
}
