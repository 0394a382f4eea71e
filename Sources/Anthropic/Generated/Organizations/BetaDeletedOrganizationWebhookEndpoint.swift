// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A deleted organization webhook endpoint.
///
/// - Schema: `#/components/schemas/BetaDeletedOrganizationWebhookEndpoint`
public nonisolated struct BetaDeletedOrganizationWebhookEndpoint: Codable, Equatable, Sendable, EmptyDecodable {
    /// ID of the deleted webhook endpoint.
    public var id: String

    /// Always `webhook_endpoint_deleted`.
    public var type: String

    public init(
        id: String
    ) {
        self.id = id
        self.type = "webhook_endpoint_deleted"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "webhook_endpoint_deleted")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
    }
}
