// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Sent when a batch API request has expired.
///
/// - Schema: `#/components/schemas/WebhookBatchExpired`
public nonisolated struct WebhookBatchExpired: Codable, Equatable, Sendable, EmptyDecodable {
    /// The Unix timestamp (in seconds) of when the batch API request expired.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookBatchExpired.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `batch.expired`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookBatchExpired.DataValue,
        object: String? = nil
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = object
        self.type = "batch.expired"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            id: .emptyValue,
            data: .emptyValue
        )
    }

    /// Event data payload.
    public nonisolated struct DataValue: Codable, Equatable, Sendable, EmptyDecodable {
        /// The unique ID of the batch API request.
        public var id: String

        public init(
            id: String
        ) {
            self.id = id
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
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.id, forKey: "id")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.data = try container.decodeRequired(WebhookBatchExpired.DataValue.self, forKey: "data", in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: "object", in: decoder, constant: "event")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "batch.expired")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.data, forKey: "data")
        try container.encodeIfPresent(self.object, forKey: "object")
        try container.encode(self.type, forKey: "type")
    }
}
