// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// WebRTC transport with an SDP offer for the new connection to the forked session.
///
/// - Schema: `#/components/schemas/SessionForkParamsTransport`
public nonisolated struct SessionForkParamsTransport: Codable, Equatable, Sendable, EmptyDecodable {
    /// Session Description Protocol message for the WebRTC connection.
    public var sdp: String

    /// The transport used for the Live session. Always `webrtc`.
    public var type: String

    public init(
        sdp: String
    ) {
        self.sdp = sdp
        self.type = "webrtc"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            sdp: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.sdp = try container.decodeRequired(String.self, forKey: "sdp", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "webrtc")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.sdp, forKey: "sdp")
        try container.encode(self.type, forKey: "type")
    }
}
