// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for updating a static bearer token credential. The `mcp_server_url` is immutable.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsStaticBearerUpdateParams`
public struct BetaManagedAgentsStaticBearerUpdateParams: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// Updated static bearer token value.
    public var token: String?

    public init(
        token: String? = nil
    ) {
        self.type = "static_bearer"
        self.token = token
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "static_bearer")
        self.token = try container.decodeIfPresent(String.self, forKey: "token")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.token, forKey: "token")
    }
}
