// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/WebhookEndpointTestResult`
public nonisolated struct WebhookEndpointTestResult: Codable, Equatable, Sendable, EmptyDecodable {
    /// The event type sent in the test.
    public var eventType: String

    /// The object type, which is always webhook_endpoint.test.
    public var object: String

    /// The HTTP status code returned by the endpoint.
    public var statusCode: Int

    /// Whether the test request completed.
    ///
    /// Always true for returned results; use status_code to determine the endpoint
    /// response.
    public var success: Bool

    /// The ID of the webhook endpoint that received the test.
    public var webhookEndpointID: String

    public init(
        eventType: String,
        statusCode: Int,
        success: Bool,
        webhookEndpointID: String
    ) {
        self.eventType = eventType
        self.object = "webhook_endpoint.test"
        self.statusCode = statusCode
        self.success = success
        self.webhookEndpointID = webhookEndpointID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventType: .emptyValue,
            statusCode: .emptyValue,
            success: .emptyValue,
            webhookEndpointID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventType = try container.decodeRequired(String.self, forKey: "event_type", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "webhook_endpoint.test")
        self.statusCode = try container.decodeRequired(Int.self, forKey: "status_code", in: decoder)
        self.success = try container.decodeRequired(Bool.self, forKey: "success", in: decoder)
        self.webhookEndpointID = try container.decodeRequired(String.self, forKey: "webhook_endpoint_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventType, forKey: "event_type")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.statusCode, forKey: "status_code")
        try container.encode(self.success, forKey: "success")
        try container.encode(self.webhookEndpointID, forKey: "webhook_endpoint_id")
    }
}
