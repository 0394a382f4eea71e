// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ThinkingContentBlockDelta
///
/// - Schema: `#/components/schemas/ThinkingContentBlockDelta`
public nonisolated struct ThinkingContentBlockDelta: Codable, Equatable, Sendable, EmptyDecodable {
    /// Thinking
    public var thinking: String

    /// Type
    public var type: String

    public init(
        thinking: String
    ) {
        self.thinking = thinking
        self.type = "thinking_delta"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            thinking: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.thinking = try container.decodeRequired(String.self, forKey: "thinking", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "thinking_delta")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.thinking, forKey: "thinking")
        try container.encode(self.type, forKey: "type")
    }
}
