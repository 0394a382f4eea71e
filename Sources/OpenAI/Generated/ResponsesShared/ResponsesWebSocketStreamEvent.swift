// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ResponsesWebSocketStreamEvent`
public nonisolated struct ResponsesWebSocketStreamEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The WebSocket lane that emitted this event. This field is present
    /// when the originating `response.create` event supplied a
    /// `stream_id`.
    public var streamID: String?

    public init(
        streamID: String? = nil
    ) {
        self.streamID = streamID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.streamID, forKey: "stream_id")
    }
}
