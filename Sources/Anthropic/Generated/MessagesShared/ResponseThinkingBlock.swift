// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseThinkingBlock
///
/// - Schema: `#/components/schemas/ResponseThinkingBlock`
public nonisolated struct ResponseThinkingBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// Signature
    public var signature: String

    /// Thinking
    public var thinking: String

    /// Type
    public var type: String

    public init(
        signature: String,
        thinking: String
    ) {
        self.signature = signature
        self.thinking = thinking
        self.type = "thinking"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            signature: .emptyValue,
            thinking: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.signature = try container.decodeRequired(String.self, forKey: "signature", in: decoder)
        self.thinking = try container.decodeRequired(String.self, forKey: "thinking", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "thinking")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.signature, forKey: "signature")
        try container.encode(self.thinking, forKey: "thinking")
        try container.encode(self.type, forKey: "type")
    }
}
