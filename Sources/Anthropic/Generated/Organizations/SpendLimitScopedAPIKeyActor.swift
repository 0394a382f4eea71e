// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A scoped Admin API key acting on behalf of the organization.
///
/// - Schema: `#/components/schemas/SpendLimitScopedAPIKeyActor`
public nonisolated struct SpendLimitScopedAPIKeyActor: Codable, Equatable, Sendable, EmptyDecodable {
    public var scopedApiKeyID: String

    public var type: String

    public init(
        scopedApiKeyID: String
    ) {
        self.scopedApiKeyID = scopedApiKeyID
        self.type = "scoped_api_key_actor"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            scopedApiKeyID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.scopedApiKeyID = try container.decodeRequired(String.self, forKey: "scoped_api_key_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "scoped_api_key_actor")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.scopedApiKeyID, forKey: "scoped_api_key_id")
        try container.encode(self.type, forKey: "type")
    }
}
