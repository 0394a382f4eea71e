// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Occurs when a stream ends.
///
/// - Schema: `#/components/schemas/DoneEvent`
public nonisolated struct DoneEvent: Codable, Equatable, Sendable, EmptyDecodable {
    public var event: String

    public var data: String

    public init() {
        self.event = "done"
        self.data = "[DONE]"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "done")
        self.data = try container.decodeRequired(String.self, forKey: "data", in: decoder, standIn: "[DONE]")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.event, forKey: "event")
        try container.encode(self.data, forKey: "data")
    }
}
