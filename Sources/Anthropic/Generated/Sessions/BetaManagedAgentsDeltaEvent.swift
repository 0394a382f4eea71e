// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An incremental update to an event that is still being streamed.
///
/// Deltas are best-effort and may stop early; when the buffered event with id == event_id is produced it carries the complete content. A model request that ends early (an error or interrupt) produces no buffered event — its terminal span.model_request_end closes the preview. Only sent on stream connections that opt in via event_deltas; never appears in event history.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDeltaEvent`
public nonisolated struct BetaManagedAgentsDeltaEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// One fragment of the previewed event.
    ///
    /// The delta type is named for the previewed event's field it streams into:
    /// agent.message events stream content_delta fragments, each a partial element of
    /// the content array.
    public var delta: BetaManagedAgentsDeltaContent

    /// The id of the event being previewed.
    ///
    /// Matches event.id on the corresponding event_start and the buffered event that
    /// reconciles the preview.
    public var eventID: String

    public var type: String

    public init(
        delta: BetaManagedAgentsDeltaContent,
        eventID: String
    ) {
        self.delta = delta
        self.eventID = eventID
        self.type = "event_delta"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            delta: .emptyValue,
            eventID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.delta = try container.decodeRequired(BetaManagedAgentsDeltaContent.self, forKey: "delta", in: decoder)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "event_delta")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.delta, forKey: "delta")
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
    }
}
