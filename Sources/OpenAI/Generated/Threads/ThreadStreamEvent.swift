// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Occurs when a new [thread](https://platform.openai.com/docs/api-reference/threads/object) is created.
///
/// - Schema: `#/components/schemas/ThreadStreamEvent`
public nonisolated struct ThreadStreamEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether to enable input audio transcription.
    public var enabled: Bool?

    public var event: String

    public var data: ThreadObject

    public init(
        data: ThreadObject,
        enabled: Bool? = nil
    ) {
        self.enabled = enabled
        self.event = "thread.created"
        self.data = data
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
        self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.created")
        self.data = try container.decodeRequired(ThreadObject.self, forKey: "data", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
        try container.encode(self.event, forKey: "event")
        try container.encode(self.data, forKey: "data")
    }
}
