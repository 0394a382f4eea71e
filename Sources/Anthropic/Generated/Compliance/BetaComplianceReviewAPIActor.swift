// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An API key.
///
/// - Schema: `#/components/schemas/BetaComplianceReviewAPIActor`
public nonisolated struct BetaComplianceReviewAPIActor: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ID of the API key (`apikey_...`).
    public var apiKeyID: String

    public var type: String

    public init(
        apiKeyID: String
    ) {
        self.apiKeyID = apiKeyID
        self.type = "api_actor"
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
        self.apiKeyID = try container.decodeRequired(String.self, forKey: "api_key_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "api_actor")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.apiKeyID, forKey: "api_key_id")
        try container.encode(self.type, forKey: "type")
    }
}
