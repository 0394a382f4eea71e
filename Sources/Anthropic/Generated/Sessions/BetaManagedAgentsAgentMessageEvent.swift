// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An agent response event in the session conversation.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentMessageEvent`
public nonisolated struct BetaManagedAgentsAgentMessageEvent: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Array of text blocks comprising the agent response.
    public var content: [BetaManagedAgentsTextBlock]

    /// Timestamp when this response was generated.
    public var processedAt: BetaTimestamp

    public init(
        id: String,
        content: [BetaManagedAgentsTextBlock],
        processedAt: BetaTimestamp
    ) {
        self.type = "agent.message"
        self.id = id
        self.content = content
        self.processedAt = processedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            content: .emptyValue,
            processedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.message")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.content = try container.decodeRequired([BetaManagedAgentsTextBlock].self, forKey: "content", in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "processed_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.content, forKey: "content")
        try container.encode(self.processedAt, forKey: "processed_at")
    }
}
