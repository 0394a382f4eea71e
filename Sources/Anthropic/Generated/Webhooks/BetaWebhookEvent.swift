// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// BetaWebhookEvent
///
/// - Schema: `#/components/schemas/BetaWebhookEvent`
public nonisolated struct BetaWebhookEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// Object type. Always `event` for webhook payloads.
    public var type: String

    /// Unique event identifier for idempotency.
    public var id: String

    /// RFC 3339 timestamp when the event occurred.
    public var createdAt: String

    public var data: BetaWebhookEventData

    public init(
        id: String,
        createdAt: String,
        data: BetaWebhookEventData
    ) {
        self.type = "event"
        self.id = id
        self.createdAt = createdAt
        self.data = data
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            data: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "event")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.data = try container.decodeRequired(BetaWebhookEventData.self, forKey: "data", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.data, forKey: "data")
    }
}
