// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// This event instructs the server to create a Response, which means triggering
/// model inference. When in Server VAD mode, the server will create Responses
/// automatically.
///
/// A Response will include at least one Item, and may have two, in which case
/// the second will be a function call. These Items will be appended to the
/// conversation history.
///
/// The server will respond with a `response.created` event, events for Items
/// and content created, and finally a `response.done` event to indicate the
/// Response is complete.
///
/// The `response.create` event can optionally include inference configuration like
/// `instructions`, and `temperature`. These fields will override the Session's
/// configuration for this Response only.
///
/// Responses can be created out-of-band of the default Conversation, meaning that they can
/// have arbitrary input, and it's possible to disable writing the output to the Conversation.
/// Only one Response can write to the default Conversation at a time, but otherwise multiple
/// Responses can be created in parallel.
///
/// Clients can set `conversation` to `none` to create a Response that does not write to the default
/// Conversation. Arbitrary input can be provided with the `input` field, which is an array accepting
/// raw Items and references to existing Items.
///
/// - Schema: `#/components/schemas/RealtimeBetaClientEventResponseCreate`
public nonisolated struct RealtimeBetaClientEventResponseCreate: Codable, Equatable, Sendable, EmptyDecodable {
    /// Optional client-generated ID used to identify this event.
    public var eventID: String?

    /// The event type, must be `response.create`.
    public var type: String

    public var response: RealtimeBetaResponseCreateParams?

    public init(
        eventID: String? = nil,
        response: RealtimeBetaResponseCreateParams? = nil
    ) {
        self.eventID = eventID
        self.type = "response.create"
        self.response = response
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeIfPresent(String.self, forKey: "event_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.create")
        self.response = try container.decodeIfPresent(RealtimeBetaResponseCreateParams.self, forKey: "response")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.response, forKey: "response")
    }
}
