// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for updating a static bearer token credential. The `mcp_server_url` is immutable.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsStaticBearerUpdateParams`
public nonisolated struct BetaManagedAgentsStaticBearerUpdateParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Updated static bearer token value.
    public var token: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        token: String? = nil
    ) {
        self.type = "static_bearer"
        self.token = token
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "static_bearer")
        self.token = try container.decodeIfPresent(String.self, forKey: "token")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.token, forKey: "token")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsStaticBearerUpdateParams {
    public static var token: Self { Self("token") }
}
