// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Attribution for a write made directly via the public API (outside of any session).
///
/// - Schema: `#/components/schemas/BetaManagedAgentsApiActor`
public nonisolated struct BetaManagedAgentsApiActor: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the API key that performed the write. This identifies the key, not the secret.
    public var apiKeyID: String

    public init(
        apiKeyID: String
    ) {
        self.type = "api_actor"
        self.apiKeyID = apiKeyID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            apiKeyID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "api_actor")
        self.apiKeyID = try container.decodeRequired(String.self, forKey: "api_key_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.apiKeyID, forKey: "api_key_id")
    }
}
