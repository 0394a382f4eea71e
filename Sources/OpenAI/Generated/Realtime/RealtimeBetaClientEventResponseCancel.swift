// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Send this event to cancel an in-progress response. The server will respond
/// with a `response.done` event with a status of `response.status=cancelled`. If
/// there is no response to cancel, the server will respond with an error.
///
/// - Schema: `#/components/schemas/RealtimeBetaClientEventResponseCancel`
public nonisolated struct RealtimeBetaClientEventResponseCancel: Codable, Equatable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `response.cancel`.
    public var type: String

    /// A specific response ID to cancel - if not provided, will cancel an
    /// in-progress response in the default conversation.
    public var responseID: String?

    public init(
        eventID: String? = nil,
        responseID: String? = nil
    ) {
        self.eventID = eventID
        self.type = "response.cancel"
        self.responseID = responseID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: "event_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.cancel")
        self.responseID = try container.decodeIfPresent(String.self, forKey: "response_id")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.responseID, forKey: "response_id")
    }
}
