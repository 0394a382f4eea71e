// Generated from Tests/ClientGeneratorTests/Fixtures/golden/family-modules/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// No operation reaches it; the `unreached` rule puts it in `Chat/`.
///
/// - Schema: `#/components/schemas/RealtimeEvent`
public nonisolated struct RealtimeEvent: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    public var message: Message?

    public init(
        type: String,
        message: Message? = nil
    ) {
        self.type = type
        self.message = message
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
        self.message = try container.decodeIfPresent(Message.self, forKey: "message")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.message, forKey: "message")
    }
}
