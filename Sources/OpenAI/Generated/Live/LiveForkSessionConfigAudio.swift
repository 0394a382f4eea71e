// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Audio format for a WebSocket fork.
///
/// WebRTC forks negotiate their audio format and must omit this field.
///
/// - Schema: `#/components/schemas/LiveForkSessionConfigAudio`
public nonisolated struct LiveForkSessionConfigAudio: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Audio encoding and sample rate for audio sent and received over a Live WebSocket
    /// connection. WebRTC and SIP negotiate their media format separately.
    public var format: LiveAudioFormat?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        format: LiveAudioFormat? = nil
    ) {
        self.format = format
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.format = try container.decodeIfPresent(LiveAudioFormat.self, forKey: "format")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.format, forKey: "format")
    }
}

nonisolated extension NullableMember where Owner == LiveForkSessionConfigAudio {
    public static var format: Self { Self("format") }
}
