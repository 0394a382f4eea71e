// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Opens a preview of a buffered event.
///
/// Carries the previewed event's type and id only. Followed by zero or more event_delta events with the same event id, normally concluded by the buffered event carrying that id. If the producing model request ends without that event (an error or interrupt mid-stream), its terminal span.model_request_end closes the preview. Only sent on stream connections that opt in via event_deltas; never appears in event history.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsStartEvent`
public nonisolated struct BetaManagedAgentsStartEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The previewed event's type and id.
    ///
    /// The event type determines which delta types the preview's event_delta events
    /// carry: agent.message events stream content_delta fragments; agent.thinking
    /// previews are start-only — no deltas follow, and the buffered agent.thinking with
    /// the same id concludes them.
    public var event: BetaManagedAgentsStartEventPreview

    public var type: String

    public init(
        event: BetaManagedAgentsStartEventPreview
    ) {
        self.event = event
        self.type = "event_start"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            event: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.event = try container.decodeRequired(BetaManagedAgentsStartEventPreview.self, forKey: "event", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "event_start")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.event, forKey: "event")
        try container.encode(self.type, forKey: "type")
    }
}
