// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A user message submitted to a session.
///
/// - Schema: `#/components/schemas/AgentSessionInputMessageParam`
public nonisolated struct AgentSessionInputMessageParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The content of the message.
    public var content: [InputContentParam]

    /// The role of the message author. Always `user`.
    public var role: String

    /// The type of the input item. Always `message`.
    public var type: String?

    public init(
        content: [InputContentParam],
        type: String? = nil
    ) {
        self.content = content
        self.role = "user"
        self.type = type
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired([InputContentParam].self, forKey: "content", in: decoder)
        self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder, standIn: "user")
        self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "message")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.role, forKey: "role")
        try container.encodeIfPresent(self.type, forKey: "type")
    }
}
