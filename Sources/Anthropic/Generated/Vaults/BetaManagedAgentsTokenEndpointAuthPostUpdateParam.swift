// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Updated POST body authentication parameters for the token endpoint.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsTokenEndpointAuthPostUpdateParam`
public nonisolated struct BetaManagedAgentsTokenEndpointAuthPostUpdateParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Updated OAuth client secret.
    public var clientSecret: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        clientSecret: String? = nil
    ) {
        self.type = "client_secret_post"
        self.clientSecret = clientSecret
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "client_secret_post")
        self.clientSecret = try container.decodeIfPresent(String.self, forKey: "client_secret")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.clientSecret, forKey: "client_secret")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsTokenEndpointAuthPostUpdateParam {
    public static var clientSecret: Self { Self("client_secret") }
}
