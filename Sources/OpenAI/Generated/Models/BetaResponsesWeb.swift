// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaResponsesWebSocketStreamEvent`
public struct BetaResponsesWebSocketStreamEvent: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case streamID = "stream_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.streamID = try container.decodeIfPresent(String.self, forKey: .streamID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.streamID, forKey: .streamID)
    }
}
