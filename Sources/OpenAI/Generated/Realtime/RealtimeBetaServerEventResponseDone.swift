// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when a Response is done streaming. Always emitted, no matter the
/// final state. The Response object included in the `response.done` event will
/// include all output Items in the Response but will omit the raw audio data.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventResponseDone`
public nonisolated struct RealtimeBetaServerEventResponseDone: Codable, Equatable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `response.done`.
    public var type: String

    public var response: RealtimeBetaResponse

    public init(
        eventID: String,
        response: RealtimeBetaResponse
    ) {
        self.eventID = eventID
        self.type = "response.done"
        self.response = response
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            response: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.done")
        self.response = try container.decodeRequired(RealtimeBetaResponse.self, forKey: "response", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.response, forKey: "response")
    }
}
